import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatsFor, intlLocales, NAIRA_FORMAT, SHORT_DATE_TIME_FORMAT } from '@/i18n/formats.ts';
import { locales } from '@/i18n/locales.ts';

const MOMENT = '2026-03-05T14:07:00.000Z';

describe.each(locales.map(({ locale }) => locale))('formats of %s', (locale) => {
  const formats = formatsFor(locale);
  const intl = intlLocales(locale);

  it('write numbers, amounts and moments as toLocaleString does in the language', () => {
    expect(formats.count(1234567)).toBe((1234567).toLocaleString(intl.numbers));
    expect(formats.naira(20000)).toBe((20000).toLocaleString(intl.numbers, NAIRA_FORMAT));
    expect(formats.count('12345')).toBe((12345).toLocaleString(intl.numbers));
    expect(formats.naira('650')).toBe((650).toLocaleString(intl.numbers, NAIRA_FORMAT));
    expect(formats.dateTime(MOMENT)).toBe(new Date(MOMENT).toLocaleString(intl.dateTimes, DATE_TIME_FORMAT));
    expect(formats.shortDateTime(MOMENT)).toBe(new Date(MOMENT).toLocaleString(intl.dates, SHORT_DATE_TIME_FORMAT));
    expect(formats.day(MOMENT)).toBe(new Date(MOMENT).toLocaleDateString(intl.dates));
  });

  it('keep a bare date on its day wherever the admin is, and show text that is no date or number as it came', () => {
    expect(formats.day('2026-03-05')).toBe(new Date('2026-03-05').toLocaleDateString(intl.dates, { timeZone: 'UTC' }));
    expect(formats.dateTime('not a date')).toBe('not a date');
    expect(formats.count('n/a')).toBe('n/a');
  });
});
