import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** Raised by a password change or reset: every token of an older version stops working. */
    sessionVersion: integer().notNull().default(0),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: boolean().notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
);

export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
