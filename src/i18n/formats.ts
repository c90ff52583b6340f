import { useLocaleState } from 'react-admin';
import { languageOf } from './locales.ts';

/** Amounts: the naira sign, the language's grouping and decimal mark, two decimals ("₦20,000.00", "20 000,00 ₦"). */
export const NAIRA_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** Dates with their time, long ("March 5, 2025 at 2:07 PM", "5 mars 2025 à 14:07"). */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
export const SHORT_DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * The `Intl` locales of a console language, best first (Intl uses the first it has data for): for
 * numbers and dates, and for date-times where its language.json names others.
 */
export function intlLocales(locale: string) {
  const language = languageOf(locale);
  return { numbers: language.formats, dates: language.formats, dateTimes: language.dateTimeFormats };
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** An Intl formatter made once per language and options: a page of 50 rows formats its values with one, not 50. */
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, make: () => T, locales: string[], options?: object): T {
  const key = `${kind}|${locales.join(',')}|${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}
const numberFormat = (locales: string[], options?: Intl.NumberFormatOptions) => formatter('n', () => new Intl.NumberFormat(locales, options), locales, options);
const dateFormat = (locales: string[], options?: Intl.DateTimeFormatOptions) => formatter('d', () => new Intl.DateTimeFormat(locales, options), locales, options);


/** The active language's formats: what every number, amount and date on screen goes through. */
export const useFormats = () => formatsFor(useLocaleState()[0]);

/** A console language's formats (`useFormats` gives the active one's). */
export function formatsFor(locale: string) {
  const intl = intlLocales(locale);
  return {
    ...intl,
    /** A number with the language's grouping (12,345 / 12 345). */
    count: (value: number | string) => formatNumber(value, numberFormat(intl.numbers)),
    /** An amount in naira ("₦20,000.00", "20 000,00 ₦"). */
    naira: (value: number | string) => formatNumber(value, numberFormat(intl.numbers, NAIRA_FORMAT)),
    /** A moment's time of day ("10:42", "10 h 42" as the language writes it). */
    timeOfDay: (iso: string) => formatMoment(iso, dateFormat(intl.dateTimes, { hour: '2-digit', minute: '2-digit' })),
    /** A date without its time ("5 Mar 2025" as the language writes it); a bare date ("2025-03-05") is that day wherever the admin is. */
    day: (iso: string | number) => formatMoment(iso, dateFormat(intl.dates, typeof iso === 'string' && iso.length <= 10 ? { timeZone: 'UTC' } : undefined)),
    /** A moment, long ("March 5, 2025 at 2:07 PM"). */
    dateTime: (iso: string | number) => formatMoment(iso, dateFormat(intl.dateTimes, DATE_TIME_FORMAT)),
    /** A moment in a narrow column ("21/11/2026, 12:21"). */
    shortDateTime: (iso: string | number) => formatMoment(iso, dateFormat(intl.dates, SHORT_DATE_TIME_FORMAT)),
  };
}

/** A moment in the language's words; a value that is no date is shown as it came. */
function formatMoment(value: string | number, format: Intl.DateTimeFormat) {
  const moment = new Date(value);
  return isNaN(moment.getTime()) ? String(value) : format.format(moment);
}

/** A number in the language's words; numeric text (as some rows carry it) counts as its number, other text is shown as it came. */
function formatNumber(value: number | string, format: Intl.NumberFormat) {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && !isNaN(number) ? format.format(number) : String(value);
}
