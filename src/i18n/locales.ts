import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

type Messages = Record<string, unknown>;

/** A locale's own description: its name in its own language and the `Intl` locales its formats use. */
export interface LanguageFile {
  name: string;
  /** Numbers, amounts and dates. */
  intl: string;
  /** Dates with their time, where another convention is wanted (English: "March 5, 2025 at 2:07 PM"). */
  dateTimeIntl?: string;
  /** A generated test language (pseudo-localisation): offered in the menu only while chosen. */
  pseudo?: boolean;
}

export const DEFAULT_LOCALE = 'en';

/** English is always at hand; every other language's files come as their own chunk when chosen. */
const englishFiles = import.meta.glob<Messages>(['./en/*.json', '!./en/landing.json', '!./en/language.json'], { eager: true, import: 'default' });
const otherFiles = import.meta.glob<Messages>('./*/*.json', { import: 'default' });
/** The console's own files of a locale: not the landing page's texts, not the language's description. */
const isConsoleFile = (path: string) => !/\/(landing|language)\.json$/.test(path);
const languages = import.meta.glob<LanguageFile>('./*/language.json', { eager: true, import: 'default' });

/** react-admin's own words, where a package has them; another language words every `ra.*` key in its ra.json. */
const reactAdminWords: Record<string, () => Promise<TranslationMessages>> = {
  fr: async () => (await import('ra-language-french')).default,
};

const localeOf = (path: string) => path.split('/')[1];
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);

/** Every locale: a folder of src/i18n with a language.json. English first, then by code. */
export const locales = Object.entries(languages)
  .map(([path, language]) => ({ locale: localeOf(path), ...language }))
  .sort((a, b) => (a.locale === DEFAULT_LOCALE ? -1 : b.locale === DEFAULT_LOCALE ? 1 : a.locale.localeCompare(b.locale)));

/** The English catalogue: react-admin's words, then the files in name order (later files add to earlier ones). */
export const englishCatalogue: TranslationMessages = mergeTranslations(englishMessages, ...Object.entries(englishFiles).sort(byName).map(([, m]) => m));

/** A locale's whole catalogue, loaded on first use. */
export async function loadCatalogue(locale: string): Promise<TranslationMessages> {
  if (locale === DEFAULT_LOCALE) return englishCatalogue;
  const files = Object.entries(otherFiles).filter(([path]) => localeOf(path) === locale && isConsoleFile(path)).sort(byName);
  const [base, ...own] = await Promise.all([reactAdminWords[locale]?.() ?? {}, ...files.map(([, load]) => load())]);
  return mergeTranslations(base as TranslationMessages, ...(own as Messages[]));
}
