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

const english = catalogueFiles('en');

/** The English text of a message key, from the console's catalogues. */
export function englishMessage(key: string): string {
  for (const catalog of english) {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], catalog);
    if (typeof found === 'string') return found;
  }
  throw new Error(`No English message "${key}"`);
}

/** An entity's name in the singular ("Package" of "Package |||| Packages"), as answers' messages say it. */
export const singularLabel = (declaration: EntityDeclaration) => englishMessage(`resources.${declaration.name}.name`).split('||||')[0].trim();
