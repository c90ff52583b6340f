import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';

export const packages = pgTable(
  'packages',
  {
    id: idColumn(),
    name: text().notNull(),
    priceKobo: bigint({ mode: 'number' }).notNull(),
    referralPoints: integer().notNull().default(0),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [index('packages_created_at_idx').on(t.createdAt, t.id)],
);

export type Package = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
