import { readdirSync, readFileSync } from 'node:fs';
import type { EntityDeclaration } from '../../entities/types.ts';

type Messages = Record<string, unknown>;

const i18nFolder = new URL('../../src/i18n/', import.meta.url);

/** The console's message files of one locale (`src/i18n/<locale>/*.json`), which the server's answers reuse. */
function catalogueFiles(locale: string): Messages[] {
  const folder = new URL(`${locale}/`, i18nFolder);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== 'landing.json' && file !== 'language.json')
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Messages);
}

/** The languages the console's messages exist in: the folders of src/i18n. */
export const messageLocales = readdirSync(i18nFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const catalogues = new Map(messageLocales.map((locale) => [locale, catalogueFiles(locale)]));

/** A message key's text in a language (English when that language lacks it), from the console's catalogues. */
export function messageIn(locale: string, key: string): string {
  for (const catalog of [...(catalogues.get(locale) ?? []), ...catalogues.get('en')!]) {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], catalog);
    if (typeof found === 'string') return found;
  }
  throw new Error(`No message "${key}"`);
}

/** The English text of a message key, from the console's catalogues. */
export const englishMessage = (key: string) => messageIn('en', key);

/** The language a request asks for: its `lang` parameter, else the first of its Accept-Language the messages exist in, else English. */
export function requestedLocale(lang: unknown, acceptLanguage: string | undefined): string {
  if (typeof lang === 'string' && messageLocales.includes(lang)) return lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .flatMap((tag) => [tag, tag.split('-')[0]]);
  return wanted.find((tag) => messageLocales.includes(tag)) ?? 'en';
}

/** An entity's name in the singular ("Package" of "Package |||| Packages"), as answers' messages say it. */
export const singularLabel = (declaration: EntityDeclaration) => englishMessage(`resources.${declaration.name}.name`).split('||||')[0].trim();
