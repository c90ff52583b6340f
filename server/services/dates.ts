import { badRequest } from '../errors.ts';

/** `2025-12-31`, or an ISO date-time with its zone (`2025-12-31T23:59:59.000Z`, `…+01:00`). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A real calendar date (no 31 February, no 25 o'clock), or a 400 naming the field. */
export function validDate(value: string, field: string): Date {
  const text = value.trim();
  const match = ISO_DATE.exec(text);
  const date = new Date(text);
  if (!match || Number.isNaN(date.getTime())) throw badRequest(`${field} must be a valid date`);
  const [year, month, day] = match.slice(1, 4).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) throw badRequest(`${field} must be a valid date`);
  return date;
}
