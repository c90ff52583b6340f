import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales.ts';
import { messageKeys, missingKeys, placeholderMismatches } from './messageKeys.ts';

type Messages = Record<string, unknown>;

/** Every per-area message file, `src/i18n/<area>.<locale>.ts` (the landing page's too). */
const areaFiles = import.meta.glob<Record<string, unknown>>('/src/i18n/*.*.ts', { eager: true });
const areas = new Map<string, Map<string, Messages>>();
for (const [path, module] of Object.entries(areaFiles)) {
  const [, area, locale] = path.match(/\/([\w-]+(?:\.[\w-]+)*)\.(\w{2}(?:-\w+)?)\.ts$/) ?? [];
  if (!area) continue;
  const messages = Object.values(module).find((value) => value && typeof value === 'object') as Messages;
  if (!areas.has(area)) areas.set(area, new Map());
  areas.get(area)!.set(locale, messages);
}

describe('every locale has every English key', () => {
  it('finds the console and landing message files', () => {
    expect([...areas.keys()]).toEqual(expect.arrayContaining(['app', 'ra', 'resources.catalog', 'resources.activity']));
    expect(Object.keys(locales)).toContain('en');
  });

  it.each(Object.entries(locales))('the %s catalogue has the English keys and placeholders', (_, messages) => {
    expect(missingKeys(locales.en, messages)).toEqual([]);
    expect(placeholderMismatches(locales.en, messages)).toEqual([]);
  });

  it.each([...areas].flatMap(([area, byLocale]) => [...byLocale].map(([locale, messages]) => [area, locale, messages] as const)))(
    'area %s in %s has the keys of its English file',
    (area, _locale, messages) => {
      const english = areas.get(area)!.get('en');
      expect(english, `${area} has no English file`).toBeDefined();
      expect(missingKeys(english!, messages)).toEqual([]);
      expect(missingKeys(messages, english!)).toEqual([]);
    },
  );
});

describe('the parity check itself', () => {
  const english = { app: { title: 'Title', greet: 'Hello %{name}' }, ra: { ok: 'OK' } };

  it('names a key a locale lacks', () => {
    const partial = { app: { title: 'Titre', greet: 'Bonjour %{name}' }, ra: {} };
    expect(missingKeys(english, partial)).toEqual(['ra.ok']);
  });

  it('names a key whose placeholders differ', () => {
    const wrong = { app: { title: 'Titre', greet: 'Bonjour %{nom}' }, ra: { ok: 'OK' } };
    expect(placeholderMismatches(english, wrong)).toEqual(['app.greet']);
  });

  it('lists nested keys as dotted paths', () => {
    expect(messageKeys(english).sort()).toEqual(['app.greet', 'app.title', 'ra.ok']);
  });
});
