import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { overlay } from '../src/i18n/catalogue/tree.ts';

/** Imported with this query, a language's landing.json comes laid over English's. */
export const WITH_ENGLISH = '?with-english';

/**
 * A language's landing page texts as one module, its own over English's: a page downloads one small
 * file, whole even when the language is partly translated.
 */
export function landingMessagesWithEnglish(): Plugin {
  return {
    name: 'landing-messages-with-english',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`landing.json${WITH_ENGLISH}`)) return undefined;
      const own = id.slice(0, -WITH_ENGLISH.length);
      const english = join(own, '../../en/landing.json');
      this.addWatchFile(own);
      this.addWatchFile(english);
      const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
      return `export default ${JSON.stringify(overlay(read(english), read(own)))};`;
    },
  };
}
