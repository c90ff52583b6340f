/** `YYYY-MM-DD` (a date input's value) as the first or last instant of that day in the browser's time zone. */
export function dayBound(day: string, bound: 'start' | 'end'): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return bound === 'start' ? new Date(year, month, date) : new Date(year, month, date, 23, 59, 59, 999);
}
