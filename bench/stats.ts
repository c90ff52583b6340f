/** The p-th percentile (0–100) of samples, nearest-rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Timing {
  p50: number;
  p99: number;
}

/** Runs `work` `runs` times one after another (after `warmup` untimed runs) and reports p50 and p99 in ms. */
export async function time(work: () => Promise<unknown>, runs: number, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
