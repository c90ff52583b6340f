import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
);

export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
