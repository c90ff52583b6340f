import { useFormats } from '@/i18n/formats.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "yesterday", "5 minutes ago" in the language's date locale: the largest whole unit since `iso`. */
export function useRelativeDays(now: () => number = Date.now) {
  const format = new Intl.RelativeTimeFormat(useFormats().dates, { numeric: 'auto' });
  return (iso: string) => {
    const elapsed = now() - new Date(iso).getTime();
    const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? UNITS[UNITS.length - 1];
    return format.format(-Math.round(elapsed / size), unit);
  };
}
