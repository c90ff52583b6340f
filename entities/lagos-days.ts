/** The platform's calendar: days in Lagos (West Africa Time, UTC+1 all year, no daylight saving). */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Lagos, `YYYY-MM-DD`. */
export const todayInLagos = (now = Date.now()) => new Date(now + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Lagos day (`YYYY-MM-DD`) begins. */
export const lagosDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS);

/** The last `count` Lagos days up to today, oldest first. */
export function lastLagosDays(count: number, now = Date.now()): string[] {
  const today = Date.parse(`${todayInLagos(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
