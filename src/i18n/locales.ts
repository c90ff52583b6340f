import type { TranslationMessages } from 'react-admin';
import { byCharacters, describeLanguage, languageOrder, type Language, type LanguageFile } from './catalogue/language.ts';
import { overlay, type Messages } from './catalogue/tree.ts';

export type { Language };

export const DEFAULT_LOCALE = 'en';

/**
 * English, the source, holds every text (react-admin's included) and is always at hand; every other
 * language's files come as their own chunk when chosen, and are laid over English, so a text a
 * language lacks shows in English, never as its key.
 */
const englishFiles = import.meta.glob<Messages>(['./en/*.json', '!./en/landing.json', '!./en/language.json'], { eager: true, import: 'default' });
const otherFiles = import.meta.glob<Messages>(['./*/*.json', '!./en/*.json', '!./*/language.json', '!./*/landing.json', '!./*/same-as-english.json', '!./*/translated-from.json'], {
  import: 'default',
});
const languageFiles = import.meta.glob<LanguageFile>('./*/language.json', { eager: true, import: 'default' });

const localeOf = (path: string) => path.split('/')[1];
const fileOf = (path: string) => path.split('/')[2];
/** The console's message files: the ones English has (a language folder's other files describe it). */
const consoleFiles = new Set(Object.keys(englishFiles).map(fileOf));
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => byCharacters(a, b);

/** Every language: a folder of src/i18n with a language.json. English first, then by folder name. */
export const locales: Language[] = Object.entries(languageFiles)
  .map(([path, file]) => describeLanguage(localeOf(path), file))
  .sort((a, b) => languageOrder(a.locale, b.locale));

/** A language by its folder name, English when there is none. */
export const languageOf = (locale: string) => locales.find((l) => l.locale === locale) ?? locales.find((l) => l.locale === DEFAULT_LOCALE)!;

/** The English catalogue: its files in name order, each adding its keys. */
export const englishCatalogue = Object.entries(englishFiles)
  .sort(byName)
  .reduce<Messages>((catalogue, [, messages]) => overlay(catalogue, messages), {}) as TranslationMessages;

/** A language's catalogue, loaded on first use: its own texts over English's. */
export async function loadCatalogue(locale: string): Promise<TranslationMessages> {
  if (locale === DEFAULT_LOCALE) return englishCatalogue;
  const files = Object.entries(otherFiles)
    .filter(([path]) => localeOf(path) === locale && consoleFiles.has(fileOf(path)))
    .sort(byName);
  const own = await Promise.all(files.map(([, load]) => load()));
  return own.reduce<Messages>((catalogue, messages) => overlay(catalogue, messages), englishCatalogue) as TranslationMessages;
}
