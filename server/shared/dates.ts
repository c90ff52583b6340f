import { badRequest } from '../errors.ts';

/**
 * Every date the API reads follows one rule: `2025-12-31` (midnight UTC) or an ISO date-time with
 * its zone (`2025-12-31T23:59:59Z`, `…T23:59+01:00`, up to 9 fraction digits); a real calendar day
 * and time of day; a zone offset within ±14:00 (the widest in use); and an instant from
 * 1000-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. That range lies inside both JavaScript's Date
 * (±275 760 years) and PostgreSQL's timestamptz (4713 BC to 294 276 AD), and every instant in it is
 * written with a plain 4-digit year, which both read alike: year 0, 5-digit and signed years are
 * where they disagree or fail (and `Date.UTC` maps years below 100 to the 1900s).
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1) - 1;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Whether a date must carry a time of day and zone (`from`/`to` instants) or may be a bare day. */
export type DateShape = 'date-time' | 'date-or-date-time';
export const DATE_SHAPES: readonly DateShape[] = ['date-time', 'date-or-date-time'];

const MALFORMED: Record<DateShape, string> = {
  'date-time': 'must be a valid date-time with its zone, e.g. 2025-12-31T23:59:59Z or 2025-12-31T23:59:59+01:00 (in a query string, + is written %2B)',
  'date-or-date-time': 'must be a valid date',
};
const OUT_OF_RANGE = 'must be a date between 1000-01-01 and 9999-12-31 (UTC)';
const FAR_OFFSET = 'must have a zone offset between -14:00 and +14:00';

export type CheckedDate = { date: Date; problem?: undefined } | { date?: undefined; problem: string };

/**
 * The instant `text` names under the rule above, or what is wrong with it ("must be …", to follow
 * the field's name). Surrounding spaces are ignored.
 */
export function checkDate(text: string, shape: DateShape): CheckedDate {
  const trimmed = text.trim();
  const match = DATE.exec(trimmed);
  if (!match || (shape === 'date-time' && !match[7])) return { problem: MALFORMED[shape] };
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) => Number(match[i] ?? 0));
  const realDay = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!realDay || hour > 23 || minute > 59 || second > 59 || offsetMinutes > 59) return { problem: MALFORMED[shape] };
  if (offsetHours * 60 + offsetMinutes > MAX_OFFSET_MINUTES) return { problem: FAR_OFFSET };
  const date = new Date(trimmed);
  const time = date.getTime();
  return time >= EARLIEST && time <= LATEST ? { date } : { problem: OUT_OF_RANGE };
}

/** `value` (a bare day or a date-time) as a Date under the rule above, or a 400 naming the field. */
export function validDate(value: string, field: string): Date {
  const checked = checkDate(value, 'date-or-date-time');
  if (checked.problem !== undefined) throw badRequest(`${field} ${checked.problem}`, 'validation.date', { field });
  return checked.date;
}
