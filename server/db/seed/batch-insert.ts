import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Rows to insert: ids and dates given too, so the data is deterministic; a column no row gives takes its default. */
export type Rows<T extends PgTable> = T['$inferInsert'][];

/**
 * Inserts many rows in one statement: `INSERT … SELECT * FROM unnest($1::uuid[], $2::text[], …)`,
 * one array parameter per column. Unlike a multi-row VALUES list it is not capped at 65 535
 * parameters, parses once whatever the row count, and works the same on PGlite and node-postgres.
 */
export async function insertRows<T extends PgTable>(db: Pick<Db, 'execute'>, table: T, rows: Rows<T>): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table));
  const names: SQL[] = [];
  const arrays: SQL[] = [];
  for (const [key, column] of columns) {
    if (rows.every((row) => (row as Record<string, unknown>)[key] === undefined)) continue;
    names.push(sql`${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`);
    const values = rows.map((row) => toParam((row as Record<string, unknown>)[key]));
    // Array element type without precision: `timestamp (3) with time zone` → `timestamp with time zone`.
    const type = column.getSQLType().replace(/\s*\(\d+\)/, '');
    arrays.push(sql`${sql.param(values)}::${sql.raw(type)}[]`);
  }
  await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  return rows.length;
}

const toParam = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
