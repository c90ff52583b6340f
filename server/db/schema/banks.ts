import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';

/** Banks (entities/banks.ts): one index per list sort, unique name ignoring case and unique code. */
export const banks = pgTable(
  'banks',
  {
    id: idColumn(),
    name: text().notNull(),
    code: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('banks_name_unique_idx').on(sql`lower(${t.name})`),
    uniqueIndex('banks_code_unique_idx').on(t.code),
    index('banks_is_active_idx').on(t.isActive, t.createdAt, t.id),
    index('banks_created_at_idx').on(t.createdAt, t.id),
  ],
);
