import { useSyncExternalStore } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { apiAddress } from '@/http/apiConfig.ts';
import { initialLocale, rememberLocale } from './chosenLocale.ts';
import { withEntityFallbacks } from './entityFallbacks.ts';
import { pluralFormIndex } from './catalogue/plurals.ts';
import { DEFAULT_LOCALE, englishCatalogue, languageOf, loadCatalogue, locales } from './locales.ts';

/** Each language picks a text's plural form by its own rules (Intl.PluralRules), not polyglot's table. */
const pluralRules = {
  pluralTypes: Object.fromEntries(locales.map((language) => [language.locale, pluralFormIndex([language.lang, ...language.formats])])),
  pluralTypeToLanguages: Object.fromEntries(locales.map((language) => [language.locale, [language.locale]])),
};

const polyglot = polyglotI18nProvider(
  (locale) => (locale === DEFAULT_LOCALE ? englishCatalogue : loadCatalogue(locale)),
  DEFAULT_LOCALE,
  locales.map(({ locale, name }) => ({ locale, name })),
  { pluralRules },
);

/** The page says which language it is in, and its tab title, in that language. */
function markDocument(locale: string) {
  document.documentElement.lang = languageOf(locale).lang;
  document.title = polyglot.translate('app.document_title');
}

/** Fired on window when the language changes, for what lives outside react-admin (the toast container). */
export const LOCALE_CHANGE = 'console-locale-change';

const translate = withEntityFallbacks(polyglot.translate);

/**
 * ra-i18n-polyglot over the locale catalogues, with an entity's generic messages
 * (entityFallbacks.ts). Every text may name the API's absolute address as `%{api_url}` (the network
 * error does), wherever it is shown: a toast, a list's alert, the sign-in dialog. Changing the
 * language remembers it and relabels the page.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => translate(key, { api_url: apiAddress(), ...options }),
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    rememberLocale(locale);
    markDocument(locale);
    window.dispatchEvent(new Event(LOCALE_CHANGE));
  },
};

let ready: Promise<void> | undefined;

/** Loads the chosen language (remembered, else the browser's) once: the console renders after it. */
export function languageReady(): Promise<void> {
  const locale = initialLocale();
  ready ??= locale === DEFAULT_LOCALE ? Promise.resolve(markDocument(DEFAULT_LOCALE)) : i18nProvider.changeLocale(locale);
  return ready;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(LOCALE_CHANGE, onChange);
  return () => window.removeEventListener(LOCALE_CHANGE, onChange);
};

/** The current language, re-rendering on change, outside react-admin's context. */
export const useConsoleLocale = () => useSyncExternalStore(subscribe, () => i18nProvider.getLocale());
