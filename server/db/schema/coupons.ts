import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn, searchPairsIndex } from './columns.ts';
import { packages } from './packages.ts';

/** A coupon is addressed by its code (unique ignoring case, stored with its case). */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text().notNull(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    expiryDate: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    index('coupons_created_at_idx').on(t.createdAt, t.id),
    index('coupons_package_idx').on(t.packageId, t.createdAt, t.id),
    index('coupons_expiry_date_idx').on(t.expiryDate, t.id),
    index('coupons_is_active_idx').on(t.isActive, t.createdAt, t.id),
    index('coupons_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    searchPairsIndex('coupons_code_pairs_idx', t.code),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
