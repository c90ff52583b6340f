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

/** The active language's formats: what every number, amount and date on screen goes through. */
export function useFormats() {
  const [locale] = useLocaleState();
  const intl = intlLocales(locale);
  return {
    ...intl,
    /** Whole numbers with the language's grouping (12,345 / 12 345). */
    count: (n: number) => n.toLocaleString(intl.numbers),
    /** An amount in naira ("₦20,000.00", "20 000,00 ₦"). */
    naira: (n: number) => n.toLocaleString(intl.numbers, NAIRA_FORMAT),
    /** A moment's time of day ("10:42", "10 h 42" as the language writes it). */
    timeOfDay: (iso: string) => new Date(iso).toLocaleTimeString(intl.dateTimes, { hour: '2-digit', minute: '2-digit' }),
    /** A date without its time ("5 Mar 2025" as the language writes it). */
    day: (iso: string) => new Date(iso).toLocaleDateString(intl.dates),
  };
}
