/** Rows at --scale 1; --scale N multiplies the per-user tables (400 → 200 000 users, 1 000 000 transactions). */
export const BASE_VOLUMES = { users: 500, transactions: 2_500, taskLogs: 250, coupons: 250 } as const;
export const TASK_COUNT = 40;

export type Volumes = { -readonly [K in keyof typeof BASE_VOLUMES]: number };

export function volumesFor(scale: number): Volumes {
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale must be a positive number, not ${scale}`);
  const entries = Object.entries(BASE_VOLUMES).map(([table, base]) => [table, Math.max(1, Math.round(base * scale))]);
  return Object.fromEntries(entries) as Volumes;
}

export interface Slice {
  index: number;
  start: number;
  count: number;
}

/** [0, total) cut into consecutive slices of at most `size`. */
export function* slices(total: number, size: number): Generator<Slice> {
  for (let index = 0, start = 0; start < total; index++, start += size) {
    yield { index, start, count: Math.min(size, total - start) };
  }
}

/** The part of `amount` that falls to items [start, end) of `of`, so the parts add up exactly. */
export const shareOf = (amount: number, of: number, start: number, end: number) => Math.floor((amount * end) / of) - Math.floor((amount * start) / of);
