import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { contextOf } from '../../src/i18n/catalogue/context.ts';
import { fingerprint } from '../../src/i18n/catalogue/folders.ts';
import { textProblem } from '../../src/i18n/catalogue/problems.ts';
import { textStates, type TextStatus } from '../../src/i18n/catalogue/status.ts';
import { setAt, valueAt } from '../../src/i18n/catalogue/tree.ts';
import { categoriesOf, I18N_ROOT, loadFolders, readContext, writeFolder } from './language-files.ts';

/** One text to translate, as the todo file holds it. */
interface TodoText {
  file: string;
  key: string;
  status: Exclude<TextStatus, 'translated'>;
  context: string;
  english: string;
  translation: string;
}

interface TodoFile {
  about: string;
  locale: string;
  language: string;
  plural_forms: string[];
  texts: TodoText[];
}

export const todoPath = (locale: string) => `i18n-todo.${locale}.json`;

/** Writes a language's missing and stale texts with their English and context; returns how many. */
export function writeTodo(locale: string, path = todoPath(locale), root = I18N_ROOT): number {
  const { english, folders } = loadFolders(locale, root);
  const folder = folders.get(locale)!;
  const context = readContext(root);
  const texts = textStates(english, folder)
    .filter((state) => state.status !== 'translated')
    .map(({ file, key, status, english: text, translation }) => ({
      file,
      key,
      status: status as TodoText['status'],
      context: contextOf(context, file, key, text),
      english: text,
      translation: translation ?? '',
    }));
  const forms = categoriesOf(folder);
  const todo: TodoFile = {
    about: `Write each text's translation in "translation" (a stale one holds the current translation: check it against the new English). Leave it empty to skip it. Texts with plural forms need ${forms.length} in ${folder.language.name}: ${forms.join(' |||| ')}. Then run: npm run i18n:status -- --merge ${path}`,
    locale,
    language: folder.language.name,
    plural_forms: forms,
    texts,
  };
  writeFileSync(path, `${JSON.stringify(todo, null, 2)}\n`);
  return texts.length;
}

/** Reads a filled todo file back into its language: right texts are merged, wrong ones reported and kept in the file. */
export function mergeTodo(path: string, root = I18N_ROOT) {
  const todo = JSON.parse(readFileSync(path, 'utf8')) as TodoFile;
  const { english, folders } = loadFolders(todo.locale, root);
  const folder = folders.get(todo.locale)!;
  const categories = categoriesOf(folder);
  const left: TodoText[] = [];
  const refused: string[] = [];
  let merged = 0;
  for (const text of todo.texts) {
    if (!text.translation) {
      left.push(text);
      continue;
    }
    // Writing the English text itself as the translation declares it right as it is.
    const sameAsEnglish = text.translation === text.english ? new Set([...folder.sameAsEnglish, text.english]) : folder.sameAsEnglish;
    const current = valueAt(english.files.get(text.file) ?? {}, text.key);
    const problem = textProblem({ key: text.key, english: current, translation: text.translation, categories, sameAsEnglish });
    if (problem) {
      refused.push(`${text.file} ${text.key}: ${problem.detail}`);
      left.push(text);
      continue;
    }
    if (!folder.files.has(text.file)) folder.files.set(text.file, {});
    setAt(folder.files.get(text.file)!, text.key, text.translation);
    (folder.translatedFrom[text.file] ??= {})[text.key] = fingerprint(text.english);
    if (text.translation === text.english) folder.sameAsEnglish.add(text.english);
    merged += 1;
  }
  writeFolder(english, folder, root);
  if (left.length) writeFileSync(path, `${JSON.stringify({ ...todo, texts: left }, null, 2)}\n`);
  else rmSync(path);
  return { merged, refused, left: left.length };
}

/** Records today's English as the source of every translation that has none recorded; returns how many. */
export function stamp(locale: string, root = I18N_ROOT): number {
  const { english, folders } = loadFolders(locale, root);
  const folder = folders.get(locale)!;
  let stamped = 0;
  for (const state of textStates(english, folder)) {
    if (state.status !== 'translated' || folder.translatedFrom[state.file]?.[state.key]) continue;
    (folder.translatedFrom[state.file] ??= {})[state.key] = fingerprint(state.english);
    stamped += 1;
  }
  writeFolder(english, folder, root);
  return stamped;
}
