/**
 * `npm run i18n:status`: how far each language is, per message file: translated, missing, stale
 * (the English changed after the translation was made) and problems, with the translated share.
 *   --todo <locale> [--out <file>]  writes the missing and stale texts, with English and context, to translate
 *   --merge <file>                  reads a filled todo file back into its language
 *   --stamp <locale>                records today's English as the source of translations that have none recorded
 */
import { parseArgs } from 'node:util';
import type { LanguageFolder } from '../../src/i18n/catalogue/folders.ts';
import { fileProblems } from '../../src/i18n/catalogue/problems.ts';
import { countStates, textStates, type StatusCounts } from '../../src/i18n/catalogue/status.ts';
import { categoriesOf, loadFolders } from './language-files.ts';
import { mergeTodo, stamp, todoPath, writeTodo } from './todo.ts';

type Row = StatusCounts & { language: string; file: string; problems: number };

const USAGE = `npm run i18n:status [-- --todo <locale> [--out <file>] | --merge <file> | --stamp <locale>]
  (nothing)        per language and file: translated, missing, stale, problems, done; then each problem
  --todo <locale>  writes i18n-todo.<locale>.json: the missing and stale texts with English and context
  --merge <file>   reads a filled todo file back into its language
  --stamp <locale> records today's English as the source of hand-made translations`;

/** Each problem of a language, named: `fr app.json app.login.title: <what to do>`. */
const problemLines = (english: LanguageFolder, folder: LanguageFolder) =>
  [...folder.files].flatMap(([file, messages]) =>
    fileProblems(file, english.files.get(file)!, messages, categoriesOf(folder), folder.sameAsEnglish).map(
      (problem) => `${folder.locale} ${file} ${problem.key} (${problem.kind}): ${problem.detail}`,
    ),
  );

/** A language's rows: one per English message file, then its whole. */
export function statusRows(english: LanguageFolder, folder: LanguageFolder): Row[] {
  const states = textStates(english, folder);
  const problemsIn = (file: string) =>
    folder.files.has(file) ? fileProblems(file, english.files.get(file)!, folder.files.get(file)!, categoriesOf(folder), folder.sameAsEnglish).length : 0;
  const language = `${folder.locale} ${folder.language.name}`;
  const rows = [...english.files.keys()].map((file) => ({
    language,
    file,
    problems: problemsIn(file),
    ...countStates(states.filter((state) => state.file === file)),
  }));
  return [...rows, { language, file: 'all', problems: rows.reduce((sum, row) => sum + row.problems, 0), ...countStates(states) }];
}

const COLUMNS: [string, (row: Row) => string | number][] = [
  ['Language', (row) => row.language],
  ['File', (row) => row.file],
  ['Translated', (row) => row.translated],
  ['Missing', (row) => row.missing],
  ['Stale', (row) => row.stale],
  ['Problems', (row) => row.problems],
  ['Done', (row) => `${row.percent} %`],
];

/** The rows as an aligned text table (words left, numbers right). */
export function table(rows: Row[]): string {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => String(cell(row))))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  return cells.map((line) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

function main() {
  const { values } = parseArgs({
    options: { todo: { type: 'string' }, out: { type: 'string' }, merge: { type: 'string' }, stamp: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
  } else if (values.todo) {
    const path = values.out ?? todoPath(values.todo);
    console.log(`wrote ${writeTodo(values.todo, path)} texts to translate to ${path}`);
  } else if (values.merge) {
    const { merged, refused, left } = mergeTodo(values.merge);
    console.log(`merged ${merged} texts; ${left} left in ${values.merge}${left ? '' : ' (removed: nothing left)'}`);
    for (const line of refused) console.log(`  refused ${line}`);
    if (refused.length) process.exitCode = 1;
  } else if (values.stamp) {
    console.log(`recorded the English source of ${stamp(values.stamp)} translations of ${values.stamp}`);
  } else {
    const { english, folders } = loadFolders();
    const languages = [...folders.values()].filter((folder) => folder !== english && !folder.language.pseudo);
    console.log(table(languages.flatMap((folder) => statusRows(english, folder))));
    for (const line of languages.flatMap((folder) => problemLines(english, folder))) console.log(line);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(2);
  }
}
