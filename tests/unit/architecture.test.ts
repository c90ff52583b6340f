import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/entities/*.ts'], { query: '?raw', import: 'default', eager: true });

/** The `@/<area>` and relative-to-src areas a file imports. */
const importedAreas = (text: string) => [...text.matchAll(/from '@\/([^/']+)\//g)].map((m) => m[1]);
const filesOf = (area: string) => Object.entries(sources).filter(([path]) => path.startsWith(`/src/${area}/`));

describe('the console’s layers import one way', () => {
  it.each([
    ['dataProvider', ['admin', 'authProvider', 'resources']],
    ['authProvider', ['dataProvider', 'admin']],
    ['http', ['dataProvider', 'authProvider', 'admin']],
  ])('src/%s never imports %j', (area, forbidden) => {
    expect(filesOf(area).length).toBeGreaterThan(0);
    for (const [path, text] of filesOf(area))
      expect(
        importedAreas(text).filter((a) => forbidden.includes(a)),
        path,
      ).toEqual([]);
  });

  it('entities/ imports neither React, the console nor Node', () => {
    for (const [path, text] of Object.entries(sources).filter(([p]) => p.startsWith('/entities/'))) {
      expect(text, path).not.toMatch(/from '(react|react-admin|@mui\/[^']+|node:[^']+|@\/[^']+|\.\.\/[^']+)'/);
    }
  });
});
