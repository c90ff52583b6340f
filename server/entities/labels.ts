import type { EntityDeclaration } from '../../entities/types.ts';
import { appMessages } from '../../src/i18n/app.en.ts';
import { activityResourceMessages } from '../../src/i18n/resources.activity.en.ts';
import { catalogResourceMessages } from '../../src/i18n/resources.catalog.en.ts';

/** The console's English messages that the server's answers reuse (entity names, validation rules). */
const catalogs: unknown[] = [appMessages, catalogResourceMessages, activityResourceMessages];

/** The English text of a message key, from the console's catalogues. */
export function englishMessage(key: string): string {
  for (const catalog of catalogs) {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof found === 'string') return found;
  }
  throw new Error(`No English message "${key}"`);
}

/** An entity's name in the singular ("Package" of "Package |||| Packages"), as answers' messages say it. */
export const singularLabel = (declaration: EntityDeclaration) => englishMessage(`resources.${declaration.name}.name`).split('||||')[0].trim();
