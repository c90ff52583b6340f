import { readLanguageFolders } from '../i18n/message-folders.ts';
import { valueAt } from '../../src/i18n/catalogue/tree.ts';
import type { EntityDeclaration } from '../../entities/types.ts';

const folders = readLanguageFolders();

/** The languages the console's messages exist in: the folders of src/i18n. */
export const messageLocales = [...folders.keys()];

/** The console's message files of each language, the landing page's excepted, English's after its own. */
const catalogues = new Map(
  [...folders.values()].map(({ locale, files }) => [locale, [...files].filter(([file]) => file !== 'landing.json').map(([, messages]) => messages)]),
);

/** A message key's text in a language (English when that language lacks it), from the console's catalogues. */
export function messageIn(locale: string, key: string): string {
  for (const catalog of [...(catalogues.get(locale) ?? []), ...catalogues.get('en')!]) {
    const found = valueAt(catalog, key);
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
