import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { DEFAULT_LOCALE } from '@/i18n/locales.ts';

type Params = Record<string, string | number | Record<string, number>>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A param naming a message key (`entity_key`, `rule_key`) becomes its text under the name without `_key`. */
function filled(params: Params, translate: typeof i18nProvider.translate): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'counts' && typeof value === 'object') {
      const parts = Object.entries(value).map(([kind, count]) => translate(`server.usage.${kind}`, { smart_count: count, _: `${count} ${kind}` }));
      out.details = parts.join(translate('server.usage.and'));
    } else if (name.endsWith('_key') && typeof value === 'string') {
      const text = translate(value, { smart_count: 1 });
      out[name.slice(0, -4)] = text;
      out[`${name.slice(0, -4)}_lower`] = lowerFirst(text);
    } else if (typeof value !== 'object') out[name] = value;
  }
  // A field of a named entity is shown by its label (`resources.banks.fields.name` → "Nom").
  const entityKey = params.entity_key;
  if (typeof entityKey === 'string' && typeof params.field === 'string') {
    out.field = translate(entityKey.replace(/\.name$/, `.fields.${params.field}`), { _: params.field });
  }
  return out;
}

/**
 * What to show for a server's answer: in English the server's own `message` (it speaks English);
 * in another language the console's wording of its `code` (`server.<code>`), filled with its
 * `params`, falling back to the message for a code the catalogue does not know, or no code at all
 * (the production backend sends none).
 */
export function serverMessage(body: unknown): string | undefined {
  const { message, code, params } = (body ?? {}) as { message?: unknown; code?: unknown; params?: Params };
  const text = typeof message === 'string' && message ? message : undefined;
  if (typeof code !== 'string' || i18nProvider.getLocale() === DEFAULT_LOCALE) return text;
  const translate = i18nProvider.translate;
  const key = `server.${code}`;
  const wording = translate(key, { ...filled(params ?? {}, translate), _: '' });
  return wording && wording !== key ? wording : text;
}
