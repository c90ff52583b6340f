import { readdirSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration } from '../../entities/types.ts';

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

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The SQL table an entity is stored in: its declared `table`, else its name in snake case. */
export const tableNameOf = (declaration: EntityDeclaration) => declaration.table ?? snakeCase(declaration.name);

/** The entity's table, if server/db/schema/ defines it. */
export const entityTable = (declaration: EntityDeclaration): PgTable | undefined => tablesByName.get(tableNameOf(declaration));
