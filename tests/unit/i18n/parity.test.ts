import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, englishCatalogue, loadCatalogue, locales } from '@/i18n/locales.ts';
import { identicalValues, messageKeys, missingKeys, placeholderMismatches, pluralMismatches } from './messageKeys.ts';

type Messages = Record<string, unknown>;

/** Every message file, `src/i18n/<locale>/<file>.json` (the landing page's and each language.json too). */
const files = import.meta.glob<Messages>('/src/i18n/*/*.json', { eager: true, import: 'default' });
const byLocale = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const [, , , locale, file] = path.split('/');
  if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  byLocale.get(locale)!.set(file, messages);
}
const english = byLocale.get(DEFAULT_LOCALE)!;
/** The languages translators write; a generated pseudo-locale is checked by its own test. */
const others = [...byLocale.keys()].filter(
  (locale) => locale !== DEFAULT_LOCALE && !(byLocale.get(locale)!.get('language.json') as { pseudo?: boolean } | undefined)?.pseudo,
);

/** Words that are the same in the other languages the console ships (checked by a person, kept here). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Email',
  'Total',
  'Code',
  'Transactions',
  'Date',
  'Description',
  'Type',
  'Service',
  'Actions',
  'Menu',
  'OK',
  'Contact',
  'Blog',
  'Coupon',
  'Premium',
  'RewardHub',
  'MTN',
  'Airtel',
  'Glo',
  '9mobile',
  'Notifications',
  'Notifications (Alt+T)',
  'Coupon |||| Coupons',
  'Transaction |||| Transactions',
  '%{smart_count} coupon |||| %{smart_count} coupons',
  'Pagination',
  '%{smart_count} minute |||| %{smart_count} minutes',
]);

/** Keys whose values are data in every language (the support contacts on the landing page). */
const DATA_KEYS = /^landing\.json:contact\.items\.\d+\.(value|href)$/;

/** Values that are data, not language: addresses, links, phone numbers, e-mail addresses, and texts without a word. */
const isData = (value: string) => /^(mailto:|tel:|https?:|\/)|@|^\+?[\d\s()-]+$/.test(value) || !/\p{L}/u.test(value.replace(/%\{\w+\}/g, ''));

describe('every locale has every English file, key, placeholder and plural', () => {
  it('finds the English files and a language.json in every locale folder', () => {
    expect([...english.keys()].sort()).toEqual([
      'activity.json',
      'app.json',
      'catalog.json',
      'dashboard.json',
      'landing.json',
      'language.json',
      'lists.json',
      'ra.json',
      'server.json',
      'team.json',
    ]);
    expect(locales.map((l) => l.locale).sort()).toEqual([...byLocale.keys()].sort());
  });

  it.each(others.map((locale) => [locale]))('%s has every file English has, and no other', (locale) => {
    expect([...byLocale.get(locale)!.keys()].sort()).toEqual([...english.keys()].sort());
  });

  const pairs = others.flatMap((locale) => [...english.keys()].map((file) => [locale, file] as const));
  it.each(pairs)('%s/%s has the English keys, placeholders and plural forms, and no key English lacks', (locale, file) => {
    const theirs = byLocale.get(locale)!.get(file) ?? {};
    const ours = english.get(file)!;
    expect(missingKeys(ours, theirs)).toEqual([]);
    expect(missingKeys(theirs, ours)).toEqual([]);
    expect(placeholderMismatches(ours, theirs)).toEqual([]);
    expect(pluralMismatches(ours, theirs)).toEqual([]);
  });

  it.each(pairs.filter(([, file]) => file !== 'language.json'))('%s/%s translates every text (words the same in every language excepted)', (locale, file) => {
    const same = identicalValues(english.get(file)!, byLocale.get(locale)!.get(file) ?? {}).filter(
      ({ key, value }) => !SAME_IN_EVERY_LANGUAGE.has(value) && !isData(value) && !DATA_KEYS.test(`${file}:${key}`),
    );
    expect(same.map(({ key }) => key)).toEqual([]);
  });

  it.each(locales.map((l) => [l.locale]))('the %s catalogue as the console merges it has every English key, react-admin’s included', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(missingKeys(englishCatalogue, catalogue)).toEqual([]);
    // react-admin's language packages name some placeholders differently from each other; our own texts must agree.
    const ours = new Set(messageKeys(Object.assign({}, ...english.values())));
    expect(placeholderMismatches(englishCatalogue, catalogue).filter((key) => ours.has(key))).toEqual([]);
  });
});

describe('the parity check itself', () => {
  const en = { app: { title: 'Title', greet: 'Hello %{name}', rows: '%{smart_count} row |||| %{smart_count} rows' }, ra: { ok: 'OK' } };

  it('names a key a locale lacks', () => {
    const partial = { app: { title: 'Titre', greet: 'Bonjour %{name}', rows: '%{smart_count} ligne |||| %{smart_count} lignes' }, ra: {} };
    expect(missingKeys(en, partial)).toEqual(['ra.ok']);
  });

  it('names a key whose placeholders differ', () => {
    const wrong = { app: { title: 'Titre', greet: 'Bonjour %{nom}', rows: '%{smart_count} ligne |||| %{smart_count} lignes' }, ra: { ok: 'OK' } };
    expect(placeholderMismatches(en, wrong)).toEqual(['app.greet']);
  });

  it('names a key that lost its plural forms', () => {
    const singular = { app: { title: 'Titre', greet: 'Bonjour %{name}', rows: '%{smart_count} lignes' }, ra: { ok: 'OK' } };
    expect(pluralMismatches(en, singular)).toEqual(['app.rows']);
  });

  it('names a text left in English', () => {
    const untranslated = { app: { title: 'Title', greet: 'Bonjour %{name}', rows: 'x' }, ra: { ok: 'OK' } };
    expect(identicalValues(en, untranslated).map(({ key }) => key)).toEqual(['app.title', 'ra.ok']);
  });

  it('lists nested keys as dotted paths', () => {
    expect(messageKeys(en).sort()).toEqual(['app.greet', 'app.rows', 'app.title', 'ra.ok']);
  });
});
