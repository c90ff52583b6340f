import { useTranslate } from 'react-admin';
import { useFormats } from '@/i18n/formats.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/** A field's value as one line of text: an embedded record by its name, yes/no, a date or an amount in the admin's language. */
export function useShownValue(schema: EntityDeclaration) {
  const translate = useTranslate();
  const { day, naira } = useFormats();
  const shown = (source: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('app.record_changed.empty');
    if (Array.isArray(value)) return value.map((item) => shown(source, item)).join(', ');
    if (typeof value === 'object') return String((value as { name?: unknown; _id?: unknown }).name ?? (value as { _id?: unknown })._id ?? '');
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    const kind = schema.fields[source]?.kind;
    if ((kind === 'date' || kind === 'dateTime') && typeof value === 'string') return day(value);
    if (kind === 'naira' && typeof value === 'number') return naira(value);
    return String(value);
  };
  return shown;
}
