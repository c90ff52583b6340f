import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18N_ROOT, readLanguageFolders } from '../../server/i18n/message-folders.ts';
import { loadFolders } from '../../scripts/i18n/language-files.ts';
import { statusRows } from '../../scripts/i18n/status.ts';
import { mergeTodo, stamp, writeTodo } from '../../scripts/i18n/todo.ts';

/** A copy of src/i18n with a new language, Yoruba, that has a name and two texts. */
let root: string;
let todo: string;
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8'));
const writeJson = (value: unknown, ...path: string[]) => writeFileSync(join(root, ...path), JSON.stringify(value, null, 2));
const englishApp = () => readJson('en', 'app.json');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'i18n-'));
  cpSync(I18N_ROOT, root, { recursive: true, filter: (source) => !source.includes('qps-ploc') });
  mkdirSync(join(root, 'yo'));
  writeJson({ name: 'Yorùbá' }, 'yo', 'language.json');
  writeJson({ app: { login: { title: 'Wọlé', password: 'Ọ̀rọ̀ aṣínà' } } }, 'yo', 'app.json');
  todo = join(root, 'todo.yo.json');
});

const statusOf = (file: string) => {
  const { english, folders } = loadFolders(undefined, root);
  return statusRows(english, folders.get('yo')!).find((row) => row.file === file)!;
};

describe('npm run i18n:status on a new, partial language', () => {
  it('counts what is translated, missing and stale per file and in all', () => {
    const app = statusOf('app.json');
    expect(app).toMatchObject({ translated: 2, stale: 0, problems: 0 });
    expect(app.missing).toBe(app.total - 2);
    expect(statusOf('all').percent).toBe(Math.floor((100 * 2) / statusOf('all').total));
  });

  it('writes a todo with English and context, merges what is right, keeps and names what is wrong', () => {
    const written = writeTodo('yo', todo, root);
    const file = JSON.parse(readFileSync(todo, 'utf8'));
    expect(file.texts).toHaveLength(written);
    expect(file.plural_forms).toEqual(['other']);
    const submit = file.texts.find((text: { key: string }) => text.key === 'app.login.submit');
    expect(submit).toMatchObject({ file: 'app.json', status: 'missing', english: englishApp().app.login.submit, translation: '' });
    expect(submit.context).toMatch(/sign-in/i);
    const fill = (key: string, translation: string) => (file.texts.find((text: { key: string }) => text.key === key).translation = translation);
    fill('app.login.submit', 'Wọlé báyìí');
    fill('app.login.email', englishApp().app.login.email);
    fill('app.list.count', 'Ìlà %{kount}');
    fill('footer.columns.2.title', 'Òfin');
    writeFileSync(todo, JSON.stringify(file));

    const result = mergeTodo(todo, root);
    expect(result.merged).toBe(3);
    // A list item translated after skipped ones: they are written null, show in English, and are no problem.
    expect(readJson('yo', 'landing.json').footer.columns.slice(0, 2)).toEqual([null, null]);
    expect(statusOf('landing.json')).toMatchObject({ translated: 1, problems: 0 });
    expect(result.refused).toEqual([expect.stringMatching(/^lists\.json app\.list\.count: %\{kount\} is not a placeholder/)]);
    expect(readJson('yo', 'app.json').app.login).toEqual({ title: 'Wọlé', email: englishApp().app.login.email, password: 'Ọ̀rọ̀ aṣínà', submit: 'Wọlé báyìí' });
    expect(readJson('yo', 'same-as-english.json')).toEqual([englishApp().app.login.email]);
    const left = JSON.parse(readFileSync(todo, 'utf8')).texts;
    expect(left).toHaveLength(written - 3);
    expect(left.find((text: { key: string }) => text.key === 'app.list.count').translation).toBe('Ìlà %{kount}');
    expect(statusOf('app.json').translated).toBe(4);
  });

  it('marks a translation stale once its English changes, and a checked one translated again', () => {
    expect(stamp('yo', root)).toBe(2);
    const english = englishApp();
    english.app.login.title = 'Sign in to the console';
    writeJson(english, 'en', 'app.json');
    expect(statusOf('app.json')).toMatchObject({ translated: 1, stale: 1 });

    writeTodo('yo', todo, root);
    const file = JSON.parse(readFileSync(todo, 'utf8'));
    const stale = file.texts.find((text: { key: string }) => text.key === 'app.login.title');
    expect(stale).toMatchObject({ status: 'stale', english: 'Sign in to the console', translation: 'Wọlé' });
    stale.translation = 'Wọlé sí console';
    writeFileSync(todo, JSON.stringify({ ...file, texts: [stale] }));
    expect(mergeTodo(todo, root)).toEqual({ merged: 1, refused: [], left: 0 });
    expect(existsSync(todo)).toBe(false);
    expect(statusOf('app.json')).toMatchObject({ translated: 2, stale: 0 });
  });

  it('stops with one line for a language that has no folder', () => {
    const run = () => execFileSync('npx', ['tsx', 'scripts/i18n/status.ts', '--todo', 'zz'], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).toThrow(/No language "zz" to translate: create src\/i18n\/zz\/language\.json first/);
  });

  it('keeps the project’s own folders readable', () => {
    expect([...readLanguageFolders().keys()]).toEqual(expect.arrayContaining(['en', 'fr', 'pcm']));
  });
});
