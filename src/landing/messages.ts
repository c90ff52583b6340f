import { createContext, useContext } from 'react';
import { describeLanguage, languageOrder, type Language, type LanguageFile } from '@/i18n/catalogue/language.ts';

/** Every string the public landing page shows; the English file's shape is every locale's. */
export type LandingMessages = typeof import('@/i18n/en/landing.json');

/** The page's texts, provided once by `Landing` for its language. */
export const LandingMessagesContext = createContext<LandingMessages | null>(null);

export function useLandingMessages(): LandingMessages {
  const messages = useContext(LandingMessagesContext);
  if (!messages) throw new Error('The landing page renders inside <Landing messages>');
  return messages;
}

/** Each language's texts over English's, one chunk per language (scripts/landing-messages-plugin.ts). */
const files = import.meta.glob<LandingMessages>('/src/i18n/*/landing.json', { query: '?with-english', import: 'default' });
const languageFiles = import.meta.glob<LanguageFile>('/src/i18n/*/language.json', { import: 'default', eager: true });
const localeOf = (path: string) => path.split('/')[3];

/**
 * The languages the landing page is published in (`/` for English, `/<locale>/` for the others):
 * those whose folder has a landing.json, whatever part of it is translated.
 */
export const landingLanguages: Language[] = Object.keys(files)
  .map(localeOf)
  .sort(languageOrder)
  .map((locale) => describeLanguage(locale, languageFiles[`/src/i18n/${locale}/language.json`] ?? { name: locale }));

/** The languages a visitor is offered (menu, hreflang): a generated test language is published but never offered. */
export const offeredLanguages = landingLanguages.filter((language) => !language.pseudo);

/** A language's tag (`lang`, `hreflang`) from its folder's name. */
export const landingLang = (locale: string) => landingLanguages.find((language) => language.locale === locale)?.lang ?? locale;

/** The page's address in a language. */
export const landingPath = (locale: string) => (locale === 'en' ? '/' : `/${locale}/`);

/** A language's texts (a text it lacks in English), its own small chunk. */
export const loadLandingMessages = (locale: string): Promise<LandingMessages> =>
  (files[`/src/i18n/${locale}/landing.json`] ?? files['/src/i18n/en/landing.json'])();
