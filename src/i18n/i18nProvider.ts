import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, locales } from './locales.ts';

/** ra-i18n-polyglot over the locale catalogues; one locale today, so no language menu. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => locales[locale] ?? locales[DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  Object.keys(locales).map((locale) => ({ locale, name: locale })),
);
