import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

type Messages = Record<string, unknown>;

/** A locale's own description: its name in its own language and the `Intl` locales its formats use. */
export interface LanguageFile {
  name: string;
  /** Numbers, amounts and dates. */
  intl: string;
  /** Dates with their time, where another convention is wanted (English: "March 5, 2025 at 2:07 PM"). */
  dateTimeIntl?: string;
}

/** Every console message file, `src/i18n/<locale>/<area>.json` (the landing page's are its own). */
const files = import.meta.glob<Messages>(['./*/*.json', '!./*/landing.json', '!./*/language.json'], { eager: true, import: 'default' });
const languages = import.meta.glob<LanguageFile>('./*/language.json', { eager: true, import: 'default' });

/** react-admin's own words, where a package has them; another language words every `ra.*` key in its ra.json. */
const reactAdminWords: Record<string, TranslationMessages> = { en: englishMessages, fr: frenchMessages };

const localeOf = (path: string) => path.split('/')[1];

export const DEFAULT_LOCALE = 'en';

/** Every locale: a folder of src/i18n with a language.json. English first, then by code. */
export const locales = Object.entries(languages)
  .map(([path, language]) => ({ locale: localeOf(path), ...language }))
  .sort((a, b) => (a.locale === DEFAULT_LOCALE ? -1 : b.locale === DEFAULT_LOCALE ? 1 : a.locale.localeCompare(b.locale)));

/** A locale's whole catalogue: react-admin's words, then its files in name order (later files add to earlier ones). */
export function catalogueOf(locale: string): TranslationMessages {
  const own = Object.entries(files)
    .filter(([path]) => localeOf(path) === locale)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, messages]) => messages);
  return mergeTranslations(reactAdminWords[locale] ?? {}, ...own);
}

export const catalogues: Record<string, TranslationMessages> = Object.fromEntries(locales.map(({ locale }) => [locale, catalogueOf(locale)]));
