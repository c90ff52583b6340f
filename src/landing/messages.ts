import { createContext, useContext } from 'react';

/** Every string the public landing page shows; the English file's shape is every locale's. */
export type LandingMessages = typeof import('@/i18n/en/landing.json');

/** The page's texts, provided once by `Landing` for its language. */
export const LandingMessagesContext = createContext<LandingMessages | null>(null);

export function useLandingMessages(): LandingMessages {
  const messages = useContext(LandingMessagesContext);
  if (!messages) throw new Error('The landing page renders inside <Landing messages>');
  return messages;
}

const files = import.meta.glob<LandingMessages>('/src/i18n/*/landing.json', { import: 'default' });
const names = import.meta.glob<{ name: string; pseudo?: boolean }>('/src/i18n/*/language.json', { import: 'default', eager: true });
const localeOf = (path: string) => path.split('/')[3];

/** The languages the landing page is published in (`/` for English, `/<locale>/` for the others), each with its own name. */
export const landingLanguages = Object.keys(files)
  .map(localeOf)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))
  .map((locale) => ({
    locale,
    name: names[`/src/i18n/${locale}/language.json`]?.name ?? locale,
    pseudo: !!names[`/src/i18n/${locale}/language.json`]?.pseudo,
  }));

/** The languages a visitor is offered (links, hreflang): a generated test language is published but never offered. */
export const offeredLanguages = landingLanguages.filter((language) => !language.pseudo);

/** The page's address in a language. */
export const landingPath = (locale: string) => (locale === 'en' ? '/' : `/${locale}/`);

/** A language's texts, each its own small chunk, so a page downloads only its own language. */
export const loadLandingMessages = (locale: string): Promise<LandingMessages> =>
  (files[`/src/i18n/${locale}/landing.json`] ?? files['/src/i18n/en/landing.json'])();
