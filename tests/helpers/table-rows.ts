import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration } from '../../entities/types.ts';
import { entityTable } from '../../server/entities/tables.ts';

type Insertable = { insert(table: PgTable): { values(row: Record<string, unknown>): { returning(): Promise<Record<string, unknown>[]> } } };

let counter = 0;

/** A value a column takes, by its SQL type alone: distinct texts (unique columns), false, 0, now. */
function columnSample(column: PgColumn): unknown {
  counter += 1;
  switch (column.dataType) {
    case 'string':
      return column.columnType === 'PgUUID' ? undefined : `sample-${counter}@example.com`;
    case 'boolean':
      return false;
    case 'number':
    case 'bigint':
      return 0;
    case 'date':
      return new Date();
    default:
      return undefined;
  }
}

/**
 * A record of an entity no route writes (users, which sign up in the platform's app), inserted in
 * its table with a value for each column that needs one, so that other entities can reference it.
 */
export const insertRowWith =
  (db: unknown) =>
  async (declaration: EntityDeclaration): Promise<string> => {
    const table = entityTable(declaration);
    if (!table) throw new Error(`No table for "${declaration.name}"`);
    const row = Object.fromEntries(
      Object.entries(getTableColumns(table) as Record<string, PgColumn>)
        .filter(([, column]) => column.notNull && !column.hasDefault)
        .map(([name, column]) => [name, columnSample(column)]),
    );
    const [inserted] = await (db as Insertable).insert(table).values(row).returning();
    return String(inserted.id);
  };
