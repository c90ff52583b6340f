import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { DEFAULT_LOCALE } from '@/i18n/locales.ts';

type Params = Record<string, string | number | Record<string, number>>;

/** The message key of each field's label on the form that sent the request, by the field's API name. */
export type FieldLabels = Readonly<Record<string, string>>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A param naming a message key (`entity_key`, `rule_key`) becomes its text under the name without `_key`. */
function filled(params: Params, translate: typeof i18nProvider.translate): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'counts' && typeof value === 'object') {
      // A kind without its own wording is an entity: "3 withdrawal requests" from its name.
      const named = (kind: string, count: number) => `${count} ${lowerFirst(translate(`resources.${kind}.name`, { smart_count: count, _: kind }))}`;
      const parts = Object.entries(value).map(([kind, count]) => translate(`server.usage.${kind}`, { smart_count: count, _: named(kind, count) }));
      out.details = parts.join(translate('server.usage.and'));
    } else if (name.endsWith('_key') && typeof value === 'string') {
      const text = translate(value, { smart_count: 1 });
      out[name.slice(0, -4)] = text;
      out[`${name.slice(0, -4)}_lower`] = lowerFirst(text);
    } else if (typeof value !== 'object') out[name] = value;
  }
  return out;
}

/** The label the admin sees for the answer's `params.field`, when the form has one and the catalogue words it. */
function labelOf(field: unknown, labels: FieldLabels, translate: typeof i18nProvider.translate): string | undefined {
  if (typeof field !== 'string' || !Object.hasOwn(labels, field)) return undefined;
  return translate(labels[field], { _: '' }) || undefined;
}

/**
 * What to show for a server's answer: the console's wording of its `code` (`server.<code>`),
 * filled with its `params`, the field named by its label on the form (`labels`). In English, whose
 * words the server speaks, an answer naming no labelled field shows the server's own `message`; so
 * does a code the catalogue does not know, or no code at all (the production backend sends none).
 */
export function serverMessage(body: unknown, labels: FieldLabels = {}): string | undefined {
  const { message, code, params = {} } = (body ?? {}) as { message?: unknown; code?: unknown; params?: Params };
  const text = typeof message === 'string' && message ? message : undefined;
  if (typeof code !== 'string') return text;
  const translate = i18nProvider.translate;
  const label = labelOf(params.field, labels, translate);
  if (label === undefined && i18nProvider.getLocale() === DEFAULT_LOCALE) return text;
  const key = `server.${code}`;
  const wording = translate(key, { ...filled(params, translate), ...(label !== undefined && { field: label }), _: '' });
  return wording && wording !== key ? wording : text;
}
