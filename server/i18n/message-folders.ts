import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageFolders, type LanguageFolder } from '../../src/i18n/catalogue/folders.ts';

/** Where the languages live: one folder each, English (`en`) the source. */
export const I18N_ROOT = fileURLToPath(new URL('../../src/i18n/', import.meta.url));

/** Thrown for a message file that is not JSON: names the file and where it breaks. */
export class BrokenMessageFile extends Error {}

/** Every `<locale>/<file>.json` under a root, parsed. */
export function readMessageFiles(root = I18N_ROOT): Record<string, unknown> {
  const contents: Record<string, unknown> = {};
  for (const locale of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(root, locale.name)).filter((name) => name.endsWith('.json'))) {
      const path = join(root, locale.name, file);
      try {
        contents[`${locale.name}/${file}`] = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new BrokenMessageFile(`${path} is not valid JSON: ${(error as Error).message}`);
      }
    }
  }
  return contents;
}

/** The language folders as they are on disk now. */
export const readLanguageFolders = (root = I18N_ROOT): Map<string, LanguageFolder> => languageFolders(readMessageFiles(root));
