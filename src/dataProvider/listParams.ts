import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { dayBound } from './dayBounds.ts';

/** The value at a dotted path (`user.name`). */
export const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

const text = (value: unknown) => (value == null ? '' : String(value));

const matchesQuery = (record: unknown, q: string): boolean => {
  if (record == null) return false;
  if (typeof record === 'object') return Object.values(record).some((value) => matchesQuery(value, q));
  return text(record).toLowerCase().includes(q);
};

/** `createdAt_gte` / `createdAt_lte`: on or after / before; a date-only bound means that whole local day. */
const withinBound = (value: unknown, wanted: unknown, bound: 'gte' | 'lte') => {
  const day = dayBound(text(wanted), bound === 'gte' ? 'start' : 'end');
  const [v, w] = day ? [new Date(text(value)).getTime(), day.getTime()] : [value, wanted];
  if (v == null || v === '' || Number.isNaN(v)) return false;
  return bound === 'gte' ? compare(v, w) >= 0 : compare(v, w) <= 0;
};

const matches = (record: RaRecord, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') return matchesQuery(record, text(wanted).toLowerCase());
    const bound = /^(.+)_(gte|lte)$/.exec(key);
    if (bound) return withinBound(valueAt(record, bound[1]), wanted, bound[2] as 'gte' | 'lte');
    const found = valueAt(record, key);
    // An embedded record (a log's `taskId: { _id, title }`) is filtered by its id.
    const value = found !== null && typeof found === 'object' && '_id' in found ? found._id : found;
    if (Array.isArray(wanted)) return wanted.map(text).includes(text(value));
    return text(value) === text(wanted);
  });

const compare = (a: unknown, b: unknown): number => {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b), undefined, { numeric: true, sensitivity: 'base' });
};

/**
 * Filters, sorts and pages a whole list on the client, the way react-admin's `useList` does:
 * `q` is a substring search over every value, arrays mean "one of", anything else is equality;
 * missing values sort last in either direction; the total counts the filtered rows.
 */
export function applyListParams<T extends RaRecord>(rows: T[], params: Partial<GetListParams>): GetListResult<T> {
  const filtered = rows.filter((row) => matches(row, params.filter ?? {}));
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  const sorted = field
    ? [...filtered].sort((a, b) => {
        const x = valueAt(a, field);
        const y = valueAt(b, field);
        const missing = x == null || x === '' || y == null || y === '';
        return missing || order !== 'DESC' ? compare(x, y) : compare(y, x);
      })
    : filtered;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  const start = (page - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: filtered.length };
}
