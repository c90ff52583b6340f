import { describe, expect, it } from 'vitest';
// Each resolves to its shim (scripts/console-aliases.ts), as in the console's build.
import entries from 'object.entries';
import hasOwn from 'hasown';
import jsonExport from 'jsonexport/dist/index.js';

describe("the console's shims behave as the packages they stand for", () => {
  it('object.entries and hasown are the browser’s own functions', () => {
    expect(entries).toBe(Object.entries);
    expect(hasOwn).toBe(Object.hasOwn);
    expect(entries({ a: 1 })).toEqual([['a', 1]]);
    expect(hasOwn({ a: 1 }, 'a')).toBe(true);
  });

  it('jsonexport, fetched on use, still answers its callback with the CSV', async () => {
    const csv = await new Promise<string>((resolve, reject) =>
      jsonExport([{ id: 1, name: 'Ada' }], (error: Error | null, text: string) => (error ? reject(error) : resolve(text))),
    );
    expect(csv).toBe('id,name\n1,Ada');
  });
});
