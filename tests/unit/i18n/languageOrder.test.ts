import { expect, it } from 'vitest';
import { byCharacters, languageOrder } from '@/i18n/catalogue/language.ts';
import { locales } from '@/i18n/locales.ts';

it('lists English first, then the languages by folder name', () => {
  expect(['yo', 'pcm', 'en', 'fr', 'qps-ploc', 'ha'].sort(languageOrder)).toEqual(['en', 'fr', 'ha', 'pcm', 'qps-ploc', 'yo']);
  expect(locales[0].locale).toBe('en');
  const rest = locales.slice(1).map((l) => l.locale);
  expect(rest).toEqual([...rest].sort());
});

it('orders file names character by character, equal names as equal', () => {
  expect(['menu.json', 'app.json', 'lists.json', 'app-extra.json'].sort(byCharacters)).toEqual(['app-extra.json', 'app.json', 'lists.json', 'menu.json']);
  expect(byCharacters('a', 'a')).toBe(0);
});
