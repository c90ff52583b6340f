import { readdirSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

const schemaFolder = new URL('../db/schema/', import.meta.url);

/**
 * Every table defined in server/db/schema/, by its SQL name, found by reading the folder: a new
 * entity's table is picked up by the file alone (drizzle-kit reads the same folder).
 */
async function discoverTables(): Promise<Map<string, PgTable>> {
  const files = readdirSync(schemaFolder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  const modules: Record<string, unknown>[] = await Promise.all(files.map((file) => import(new URL(file, schemaFolder).href)));
  const tables = modules.flatMap((module) => Object.values(module)).filter((value): value is PgTable => is(value, PgTable));
  return new Map(tables.map((table) => [getTableName(table), table]));
}

export const tablesByName = await discoverTables();
