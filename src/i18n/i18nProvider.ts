import polyglotI18nProvider from 'ra-i18n-polyglot';
import { withEntityFallbacks } from './entityFallbacks.ts';
import { DEFAULT_LOCALE, locales } from './locales.ts';

const polyglot = polyglotI18nProvider(
  (locale) => locales[locale] ?? locales[DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  Object.keys(locales).map((locale) => ({ locale, name: locale })),
);

/** ra-i18n-polyglot over the locale catalogues, with an entity's generic messages (entityFallbacks.ts). */
export const i18nProvider = { ...polyglot, translate: withEntityFallbacks(polyglot.translate) };
