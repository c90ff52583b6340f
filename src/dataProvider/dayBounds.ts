/** `YYYY-MM-DD` (a date input's value) as the first or last instant of that day in the browser's time zone; none for a year under 1000. */
export function dayBound(day: string, bound: 'start' | 'end'): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // A year still being typed (0002, 0020, 0202): no bound yet (Date would also read 0002 as 1902).
  if (year < 1000) return undefined;
  return bound === 'start' ? new Date(year, month, date) : new Date(year, month, date, 23, 59, 59, 999);
}
