/**
 * `npm run i18n:pseudo`: writes the pseudo-locale `src/i18n/qps-ploc/` from the English files: every
 * text accented, bracketed (⟦…⟧) and about 40 % longer, `%{placeholders}` and `||||` plural
 * separators kept. A screen showing any text without the brackets shows a text that never went
 * through the message files. The folder is generated, not committed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PSEUDO_LOCALE = 'qps-ploc';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥíĵķĺɱñóƥʠŕšŧúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŦÚṼŴẊÝŽ'][i]]),
);

/** One text in pseudo-language: accented outside placeholders, each plural form bracketed and lengthened. */
export function pseudo(text: string): string {
  return text
    .split(' |||| ')
    .map((form) => {
      const accented = form
        .split(/(%\{\w+\})/)
        .map((part) => (part.startsWith('%{') ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
        .join('');
      const padding = '~'.repeat(Math.max(1, Math.round(form.replace(/%\{\w+\}/g, '').length * 0.4)));
      return `⟦${accented} ${padding}⟧`;
    })
    .join(' |||| ');
}

const transform = (value: unknown): unknown =>
  typeof value === 'string'
    ? pseudo(value)
    : Array.isArray(value)
      ? value.map(transform)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, transform(v)]))
        : value;

/** Keys whose values are not language (addresses, links, the Open Graph locale) stay as they are. */
const KEEP = /^(href|locale)$/;
const keep = (value: unknown, key = ''): unknown =>
  KEEP.test(key)
    ? value
    : Array.isArray(value)
      ? value.map((v) => keep(v))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep(v, k)]))
        : transform(value);

export function writePseudoLocale(root = process.cwd()) {
  const english = join(root, 'src/i18n/en');
  const target = join(root, 'src/i18n', PSEUDO_LOCALE);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(english).filter((f) => f.endsWith('.json'))) {
    const messages = JSON.parse(readFileSync(join(english, file), 'utf8')) as unknown;
    const out = file === 'language.json' ? { name: pseudo('Pseudo'), formats: 'en-NG', pseudo: true } : keep(messages);
    const text = `${JSON.stringify(out, null, 2)}\n`;
    // Unchanged files keep their time, so the build is not redone for nothing.
    if (!existsSync(join(target, file)) || readFileSync(join(target, file), 'utf8') !== text) writeFileSync(join(target, file), text);
  }
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`wrote ${writePseudoLocale()}`);
