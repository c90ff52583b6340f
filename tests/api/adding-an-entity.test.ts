import { readdirSync, readFileSync } from 'node:fs';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { hooksByEntity } from '../../server/domains/index.ts';
import { entityTable, tableNameOf } from '../../server/entities/tables.ts';
import { columnName } from '../../server/entities/field-values.ts';
import { englishMessage } from '../../server/entities/labels.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const migrations = readdirSync(new URL('server/db/migrations/', root))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => read(`server/db/migrations/${file}`))
  .join('\n');

/** The README's "Adding an entity" checklist, one numbered step per line starting with its bold title. */
const checklist = [
  ...read('README.md')
    .split('## Adding an entity')[1]
    .split('\n## ')[0]
    .matchAll(/^\d\. \*\*(.+?)\*\*/gm),
].map((m) => m[1]);

const hooksOf = hooksByEntity(entities);

describe("the README's checklist for adding an entity", () => {
  it('has the four steps this test follows', () => {
    expect(checklist).toEqual(['Declare it', 'Register it', 'Store it', 'Word it']);
  });

  describe.each(entities.map((entity) => [entity.name, entity] as const))('%s', (name, entity) => {
    const hooks = hooksOf.get(name) ?? {};

    it('1. is declared in entities/<name>.ts', async () => {
      expect((await import(`../../entities/${name}.ts`)).default).toBe(entity);
    });

    it('2. is registered once', () => {
      expect(entities.filter((e) => e.name === name)).toHaveLength(1);
    });

    it('3. is stored in a table the server finds, with a column for each stored field, created by a committed migration', () => {
      if (hooks.ownWrites) return expect(readFileSync(new URL(`../../${hooks.ownWrites}`, import.meta.url), 'utf8')).toContain(`'${entity.api.create}'`);
      if (hooks.lister) return expect(entity.form, 'a list read by its own lister is read-only').toBeUndefined();
      const table = entityTable(entity);
      expect(table, `a table "${tableNameOf(entity)}" in server/db/schema/`).toBeDefined();
      const columns = getTableColumns(table!);
      for (const source of entity.form?.inputs ?? []) {
        const field = entity.fields[source];
        if (field.kind !== 'referenceMany') expect(columns, `${source} → ${columnName(source, field)}`).toHaveProperty(columnName(source, field));
      }
      expect(migrations).toContain(`CREATE TABLE "${getTableName(table!)}"`);
    });

    it('4. is worded in English: its name, menu label and every column and input', () => {
      for (const key of ['name', 'menu', ...[...entity.list.columns, ...(entity.form?.inputs ?? [])].map((s) => `fields.${s}`)]) {
        expect(englishMessage(`resources.${name}.${key}`), key).toMatch(/\S/);
      }
    });
  });
});
