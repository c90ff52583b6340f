import { describe, expect, it } from 'vitest';
import { fingerprint, languageFolders } from '@/i18n/catalogue/folders.ts';
import { pluralCategories, pluralFormIndex } from '@/i18n/catalogue/plurals.ts';
import { fileProblems, textProblem } from '@/i18n/catalogue/problems.ts';
import { countStates, textStates } from '@/i18n/catalogue/status.ts';
import { messageKeys, overlay, setAt } from '@/i18n/catalogue/tree.ts';

const ONE_OTHER = ['one', 'other'];
const check = (english: string, translation: unknown, categories = ONE_OTHER, same: string[] = []) =>
  textProblem({ key: 'k', english, translation, categories, sameAsEnglish: new Set(same) })?.kind;

describe('plural forms come from each language’s own rules', () => {
  it('asks English and Pidgin for two forms, French for three, Yoruba for one, Arabic for six', () => {
    expect(pluralCategories(['en'])).toEqual(['one', 'other']);
    expect(pluralCategories(['pcm', 'en-NG'])).toEqual(['one', 'other']);
    expect(pluralCategories(['fr'])).toEqual(['one', 'many', 'other']);
    expect(pluralCategories(['yo'])).toEqual(['other']);
    expect(pluralCategories(['ar'])).toHaveLength(6);
  });

  it('picks the form of a count by the language’s rules, falling back to its formats locale', () => {
    const french = pluralFormIndex(['fr']);
    expect([0, 1, 2, 1_000_000].map(french)).toEqual([0, 0, 2, 1]);
    const english = pluralFormIndex(['en']);
    expect([0, 1, 2].map(english)).toEqual([1, 0, 1]);
    expect(pluralFormIndex(['zz-unknown', 'en-NG'])(1)).toBe(0);
  });
});

describe('a translated text is refused only for what is wrong', () => {
  it('accepts a right translation and refuses a wrong one, naming the kind', () => {
    expect(check('Hello %{name}', 'Bawo %{name}')).toBeUndefined();
    expect(check('Hello %{name}', 'Bawo %{nom}')).toBe('placeholders');
    expect(check('Delete %{name}? |||| Delete %{smart_count} %{name}?', 'Pa a rẹ? |||| Pa %{smart_count} rẹ?')).toBeUndefined();
    expect(check('Hello %{name}', 'Bawo %{name')).toBe('syntax');
    expect(check('Hello %{name}', 'Bawo {name}')).toBe('syntax');
    expect(check('Hello', { nested: 'x' })).toBe('not a text');
    expect(check('%{smart_count} row |||| %{smart_count} rows', '%{smart_count} ligne |||| %{smart_count} lignes', ['one', 'many', 'other'])).toBe(
      'plural forms',
    );
    expect(check('%{smart_count} row |||| %{smart_count} rows', '%{smart_count} ila', ['other'])).toBeUndefined();
    expect(check('%{smart_count} row |||| %{smart_count} rows', 'a |||| ', ONE_OTHER)).toBe('syntax');
    expect(check('Row', 'Ligne |||| Lignes')).toBe('plural forms');
  });

  it('refuses a text left in English unless the language declares it the same, and lets data be', () => {
    expect(check('Dashboard', 'Dashboard')).toBe('same as English');
    expect(check('Dashboard', 'Dashboard', ONE_OTHER, ['Dashboard'])).toBeUndefined();
    expect(check('support@rewardhub.ng', 'support@rewardhub.ng')).toBeUndefined();
    expect(check('1-50', '1-50')).toBeUndefined();
  });

  it('takes null for a text not translated yet (a list item skipped before a translated one), and shows English there', () => {
    const english = { items: [{ title: 'Company' }, { title: 'Help' }, { title: 'Legal' }] };
    const theirs = { items: [null, null, { title: 'Òfin' }] };
    expect(fileProblems('landing.json', english, theirs, ONE_OTHER, new Set())).toEqual([]);
    expect(overlay(english, theirs)).toEqual({ items: [{ title: 'Company' }, { title: 'Help' }, { title: 'Òfin' }] });
    expect(check('%{smart_count} row |||| %{smart_count} rows', 'a |||| b', ['other'])).toBe('plural forms');
  });

  it('names keys English lacks and ignores keys the translation lacks', () => {
    const problems = fileProblems('app.json', { a: { b: 'Save', c: 'Cancel' } }, { a: { b: 'Gardez', x: 'extra' } }, ONE_OTHER, new Set());
    expect(problems.map(({ key, kind }) => [key, kind])).toEqual([['a.x', 'unknown key']]);
  });
});

describe('status: translated, missing, stale', () => {
  const folders = languageFolders({
    'en/language.json': { name: 'English' },
    'en/app.json': { app: { save: 'Save', cancel: 'Cancel', close: 'Close now' } },
    'xx/language.json': { name: 'Xx' },
    'xx/app.json': { app: { save: 'Sev', close: 'Klos' } },
    'xx/translated-from.json': { 'app.json': { 'app.save': fingerprint('Save'), 'app.close': fingerprint('Close') } },
    'xx/notes.json': {},
  });

  it('counts a text missing when its file lacks it and stale when the English changed since its translation', () => {
    const states = textStates(folders.get('en')!, folders.get('xx')!);
    expect(states.map(({ key, status }) => [key, status])).toEqual([
      ['app.save', 'translated'],
      ['app.cancel', 'missing'],
      ['app.close', 'stale'],
    ]);
    expect(countStates(states)).toEqual({ total: 3, translated: 1, missing: 1, stale: 1, percent: 33 });
  });

  it('names a file English does not have', () => {
    expect(folders.get('xx')!.unknownFiles).toEqual(['notes.json']);
  });
});

describe('message trees', () => {
  it('lays a partial language over English, branch by branch and list item by item', () => {
    const english = { a: { b: 'B', c: 'C' }, items: [{ label: 'L1', value: 'V1' }, { label: 'L2' }] };
    expect(overlay(english, { a: { c: 'Ç' }, items: [{}, { label: 'L2x' }] })).toEqual({
      a: { b: 'B', c: 'Ç' },
      items: [{ label: 'L1', value: 'V1' }, { label: 'L2x' }],
    });
  });

  it('writes a text at a dotted key, making its branches', () => {
    const messages = {};
    setAt(messages, 'app.login.title', 'Sign in');
    setAt(messages, 'contact.items.1.label', 'Phone');
    expect(messageKeys(messages)).toEqual(['app.login.title', 'contact.items.1.label']);
  });
});
