import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { packages } from './packages.ts';

/** Platform users (not admins). The balance always equals the sum of their successful ledger entries. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text(),
    email: text().notNull(),
    isPaid: boolean().notNull().default(false),
    packageId: uuid().references(() => packages.id, { onDelete: 'restrict' }),
    balanceKobo: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_package_idx').on(t.packageId),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export type User = typeof users.$inferSelect;
