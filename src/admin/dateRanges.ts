import { endOfMonth, formatISO, startOfMonth, subDays, subMonths } from 'date-fns';

/** The date-range shortcuts, in the order offered; each gives its first and last day (`YYYY-MM-DD`, the browser's days). */
export const DATE_RANGES = {
  today: (now: Date) => [now, now],
  last_7_days: (now: Date) => [subDays(now, 6), now],
  this_month: (now: Date) => [startOfMonth(now), now],
  last_month: (now: Date) => [startOfMonth(subMonths(now, 1)), endOfMonth(subMonths(now, 1))],
} as const satisfies Record<string, (now: Date) => [Date, Date]>;

export type DateRange = keyof typeof DATE_RANGES;

// formatISO's date alone is the local day, as `format(date, 'yyyy-MM-dd')` gives it, without date-fns's whole formatter and locale on every list.
export const dayOf = (date: Date) => formatISO(date, { representation: 'date' });

/** A shortcut's days. */
export function rangeDays(range: DateRange, now = new Date()): [string, string] {
  const [first, last] = DATE_RANGES[range](now);
  return [dayOf(first), dayOf(last)];
}
