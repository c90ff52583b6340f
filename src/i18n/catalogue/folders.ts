import { describeLanguage, languageOrder, type Language, type LanguageFile } from './language.ts';
import type { Messages } from './tree.ts';

/** A language folder's files that describe it rather than hold its texts. */
export const LANGUAGE_FILE = 'language.json';
export const SAME_AS_ENGLISH_FILE = 'same-as-english.json';
export const TRANSLATED_FROM_FILE = 'translated-from.json';
const DESCRIBING_FILES = new Set([LANGUAGE_FILE, SAME_AS_ENGLISH_FILE, TRANSLATED_FROM_FILE]);

/** Per message file, per key: a fingerprint of the English text the translation was made from. */
export type TranslatedFrom = Record<string, Record<string, string>>;

/** One folder of src/i18n: a language, its message files (any subset of English's), its declarations. */
export interface LanguageFolder {
  locale: string;
  language: Language;
  /** Message files by name (`app.json`), only those the folder has. */
  files: Map<string, Messages>;
  sameAsEnglish: Set<string>;
  translatedFrom: TranslatedFrom;
  /** Files the folder has that are neither a message file English has nor a describing file. */
  unknownFiles: string[];
}

export const ENGLISH = 'en';

/**
 * The folders from their files' parsed contents, keyed `<locale>/<file>` (`fr/app.json`): read
 * from disk by the server and the scripts, by `import.meta.glob` in the browser's tests.
 */
export function languageFolders(contents: Record<string, unknown>): Map<string, LanguageFolder> {
  const byLocale = new Map<string, Map<string, unknown>>();
  for (const [path, content] of Object.entries(contents)) {
    const [locale, file] = path.split('/').slice(-2);
    if (!byLocale.has(locale)) byLocale.set(locale, new Map());
    byLocale.get(locale)!.set(file, content);
  }
  const englishFiles = new Set([...(byLocale.get(ENGLISH)?.keys() ?? [])].filter((file) => !DESCRIBING_FILES.has(file)));
  const folders = new Map<string, LanguageFolder>();
  for (const [locale, files] of [...byLocale].sort(([a], [b]) => languageOrder(a, b))) {
    const languageFile = files.get(LANGUAGE_FILE) as LanguageFile | undefined;
    folders.set(locale, {
      locale,
      language: describeLanguage(locale, languageFile ?? { name: locale }),
      files: new Map([...files].filter(([file]) => englishFiles.has(file)) as [string, Messages][]),
      sameAsEnglish: new Set((files.get(SAME_AS_ENGLISH_FILE) as string[] | undefined) ?? []),
      translatedFrom: (files.get(TRANSLATED_FROM_FILE) as TranslatedFrom | undefined) ?? {},
      unknownFiles: [...files.keys()].filter((file) => !englishFiles.has(file) && !DESCRIBING_FILES.has(file)).sort(),
    });
  }
  return folders;
}

/** A fingerprint of an English text (FNV-1a, 8 hex digits): what translated-from.json keeps. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
