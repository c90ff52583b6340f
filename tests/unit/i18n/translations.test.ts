import reactAdminEnglish from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { contextOf } from '@/i18n/catalogue/context.ts';
import { ENGLISH, languageFolders } from '@/i18n/catalogue/folders.ts';
import context from '@/i18n/context.json';
import { pluralCategories } from '@/i18n/catalogue/plurals.ts';
import { fileProblems } from '@/i18n/catalogue/problems.ts';
import { messageKeys, valueAt } from '@/i18n/catalogue/tree.ts';
import { englishCatalogue, loadCatalogue, locales } from '@/i18n/locales.ts';

/** Every file of every language folder, `src/i18n/<locale>/<file>.json`, keyed `<locale>/<file>`. */
const contents = Object.fromEntries(
  Object.entries(import.meta.glob('/src/i18n/*/*.json', { eager: true, import: 'default' })).map(([path, content]) => [
    path.split('/').slice(-2).join('/'),
    content,
  ]),
);
const folders = languageFolders(contents);
const english = folders.get(ENGLISH)!;
/** The languages translators write; a generated pseudo-locale is checked by its own test. */
const translations = [...folders.values()].filter((folder) => folder.locale !== ENGLISH && !folder.language.pseudo);
const englishTexts = new Set([...english.files.values()].flatMap((messages) => messageKeys(messages).map((key) => String(valueAt(messages, key)))));

describe('English, the source', () => {
  it('holds every text of react-admin, so translators see them all in src/i18n/en', () => {
    const ours = english.files.get('ra.json')!;
    expect(messageKeys(reactAdminEnglish).filter((key) => typeof valueAt(ours, key) !== 'string')).toEqual([]);
  });

  it('describes itself, and every language folder has a language.json naming its language', () => {
    for (const folder of folders.values()) {
      expect(contents[`${folder.locale}/language.json`], `${folder.locale}/language.json`).toBeDefined();
      expect(folder.language.name.trim(), `${folder.locale}: name`).not.toBe('');
      expect(() => Intl.getCanonicalLocales([folder.language.lang, ...folder.language.formats, ...folder.language.dateTimeFormats])).not.toThrow();
    }
    expect(locales.map((l) => l.locale).sort()).toEqual([...folders.keys()].sort());
  });
});

describe.each(translations.map((folder) => [folder.locale, folder] as const))(
  '%s: what is there is right (what is missing shows in English)',
  (locale, folder) => {
    const categories = pluralCategories([folder.language.lang, ...folder.language.formats]);

    it('has only message files English has, and its own describing files', () => {
      expect(folder.unknownFiles).toEqual([]);
    });

    it.each([...folder.files.keys()].map((file) => [file]))(
      '%s: no key English lacks, the same placeholders, its own plural forms, no broken syntax, no text left in English',
      (file) => {
        expect(fileProblems(file, english.files.get(file)!, folder.files.get(file)!, categories, folder.sameAsEnglish)).toEqual([]);
      },
    );

    it('declares as same as English only texts English has', () => {
      expect([...folder.sameAsEnglish].filter((text) => !englishTexts.has(text))).toEqual([]);
    });

    it('records where each translation came from only for texts English has', () => {
      const unknown = Object.entries(folder.translatedFrom).flatMap(([file, keys]) =>
        Object.keys(keys)
          .filter((key) => typeof valueAt(english.files.get(file) ?? {}, key) !== 'string')
          .map((key) => `${file}:${key}`),
      );
      expect(unknown).toEqual([]);
    });

    it('has, as the console merges it, every English key: a text it lacks shows in English, never as its key', async () => {
      const catalogue = await loadCatalogue(locale);
      const missing = messageKeys(englishCatalogue).filter((key) => typeof valueAt(catalogue, key) !== 'string');
      expect(missing).toEqual([]);
    });
  },
);

describe('context for translators (src/i18n/context.json)', () => {
  it('says what every placeholder English uses holds', () => {
    const used = new Set([...englishTexts].flatMap((text) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1])));
    expect([...used].filter((name) => !(context.placeholders as Record<string, string>)[name]).sort()).toEqual([]);
  });

  it('gives lines only to keys English has, and a line to every text', () => {
    const unknown = Object.entries(context.texts).flatMap(([file, keys]) =>
      Object.keys(keys as object)
        .filter((key) => typeof valueAt(english.files.get(file) ?? {}, key) !== 'string')
        .map((key) => `${file}:${key}`),
    );
    expect(unknown).toEqual([]);
    for (const [file, messages] of english.files)
      for (const key of messageKeys(messages)) expect(contextOf(context, file, key, String(valueAt(messages, key))), `${file}:${key}`).toMatch(/\w{3}/);
  });
});

describe('Nigerian Pidgin has whole: the landing page, sign-in, menu, dashboard, lists and the review queue', () => {
  const pidgin = folders.get('pcm')!;
  const lacks = (file: string, keyPattern = /./) =>
    messageKeys(english.files.get(file)!).filter((key) => keyPattern.test(key) && typeof valueAt(pidgin.files.get(file) ?? {}, key) !== 'string');

  it.each(['landing.json', 'app.json', 'dashboard.json', 'lists.json', 'ra.json'])('%s', (file) => {
    expect(lacks(file)).toEqual([]);
  });

  it('the review queue (the task log) and every list’s name, menu entry, columns, filters and values', () => {
    expect(lacks('activity.json', /^resources\.tasksLog\./)).toEqual([]);
    for (const file of ['activity.json', 'catalog.json', 'team.json'])
      expect(lacks(file, /^resources\.\w+\.(name|menu|fields|filters|values)\b/), file).toEqual([]);
  });
});
