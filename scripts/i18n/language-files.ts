import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContextFile } from '../../src/i18n/catalogue/context.ts';
import { SAME_AS_ENGLISH_FILE, TRANSLATED_FROM_FILE, type LanguageFolder } from '../../src/i18n/catalogue/folders.ts';
import { pluralCategories } from '../../src/i18n/catalogue/plurals.ts';
import type { Messages } from '../../src/i18n/catalogue/tree.ts';
import { I18N_ROOT, readLanguageFolders } from '../../server/i18n/message-folders.ts';

export { I18N_ROOT };

/** The folders on disk, English first; stops with one line when a language asked for has none. */
export function loadFolders(locale?: string, root = I18N_ROOT) {
  const folders = readLanguageFolders(root);
  if (locale !== undefined && (!folders.has(locale) || locale === 'en')) {
    const hint =
      locale === 'en' ? 'English is the source: it has nothing to translate' : `create src/i18n/${locale}/language.json first, e.g. {"name": "Naijá"}`;
    throw new Error(`No language "${locale}" to translate: ${hint}`);
  }
  return { folders, english: folders.get('en')! };
}

/** The hand-written context of English's texts (src/i18n/context.json). */
export const readContext = (root = I18N_ROOT): ContextFile => {
  const path = join(root, 'context.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ContextFile) : { placeholders: {}, texts: {} };
};

/** The plural categories a language writes, in order. */
export const categoriesOf = (folder: LanguageFolder) => pluralCategories([folder.language.lang, ...folder.language.formats]);

/** `messages` with its keys in English's order (a translator reads both files side by side), others after. */
export function inEnglishOrder(english: unknown, messages: unknown): unknown {
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) return messages;
  const theirs = messages as Messages;
  const order = english && typeof english === 'object' ? Object.keys(english) : [];
  const keys = [...order.filter((key) => key in theirs), ...Object.keys(theirs).filter((key) => !order.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, inEnglishOrder((english as Messages | undefined)?.[key], theirs[key])]));
}

const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** Writes a language's message files, its same-as-English list and where its translations came from. */
export function writeFolder(english: LanguageFolder, folder: LanguageFolder, root = I18N_ROOT) {
  const dir = join(root, folder.locale);
  for (const [file, messages] of folder.files) writeJson(join(dir, file), inEnglishOrder(english.files.get(file), messages));
  if (folder.sameAsEnglish.size)
    writeJson(
      join(dir, SAME_AS_ENGLISH_FILE),
      [...folder.sameAsEnglish].sort((a, b) => a.localeCompare(b)),
    );
  const translatedFrom = Object.fromEntries(
    [...english.files.keys()].filter((file) => folder.translatedFrom[file]).map((file) => [file, folder.translatedFrom[file]]),
  );
  writeJson(join(dir, TRANSLATED_FROM_FILE), translatedFrom);
}
