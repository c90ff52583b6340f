import { Type, type TStringOptions } from 'typebox';
import type { DateShape } from '../shared/dates.ts';

/**
 * A date input. Its `format` is checked by shared/dates.ts `parseDate` (registered with Ajv in
 * plugins/validation.ts): a real date, zone within ±14:00, between 1000-01-01 and 9999-12-31.
 */
const DateInput =
  (format: DateShape) =>
  (options: TStringOptions = {}) =>
    Type.String({ maxLength: 40, ...options, format });

/** An instant with its zone: `2025-12-31T23:59:59Z`, `2025-12-31T23:59:59+01:00`. */
export const DateTimeInput = DateInput('date-time');
/** `2025-12-31` (midnight UTC) or an instant with its zone. */
export const DateOrDateTimeInput = DateInput('date-or-date-time');

/** An optional instant bounding a list by time (`from` / `to`). */
export const Instant = (description: string) => Type.Optional(DateTimeInput({ description }));
