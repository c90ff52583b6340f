import { useTranslate } from 'react-admin';
import { useFormats } from '@/i18n/formats.ts';

/** "Ada changed this package at 10:42, after you opened it." (or "just now" when heard live; "This package was changed…" when nobody is named). */
export function useChangedByText(resource: string) {
  const translate = useTranslate();
  const { timeOfDay } = useFormats();
  const name_lower = translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase();
  return ({ by, at }: { by?: string; at?: string }) => {
    if (!by) return translate('app.record_changed.someone', { name_lower });
    if (!at) return translate('app.record_changed.by_now', { by, name_lower });
    return translate('app.record_changed.by_at', { by, time: timeOfDay(at), name_lower });
  };
}
