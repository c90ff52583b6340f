import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { userFreeze } from '../../../entities/fraud-flags.ts';
import { MAX_KOBO } from '../../shared/money.ts';
import { createdAtColumn, idColumn, searchPairsIndex } from './columns.ts';
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
    /** A frozen user's submissions cannot be confirmed (they can be rejected); who froze them, when and why. */
    frozenAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    frozenBy: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    frozenReason: text(),
  },
  // Every sort and filter of the list has its index (domains/users/users.ts), and search its trigram index.
  (t) => [
    check(
      'users_frozen_check',
      sql`(${t.frozenAt} is null) = (${t.frozenReason} is null) and char_length(${t.frozenReason}) between 1 and ${sql.raw(String(userFreeze.bounds.maxReasonLength))}`,
    ),
    check('users_balance_range_check', sql`${t.balanceKobo} between ${sql.raw(String(-MAX_KOBO))} and ${sql.raw(String(MAX_KOBO))}`),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_package_idx').on(t.packageId, t.createdAt, t.id),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_name_sort_idx').on(sql`coalesce(${t.name}, '')`, t.id),
    index('users_email_sort_idx').on(t.email, t.id),
    index('users_is_paid_idx').on(t.isPaid, t.createdAt, t.id),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    searchPairsIndex('users_name_pairs_idx', t.name),
    searchPairsIndex('users_email_pairs_idx', t.email),
  ],
);

export type User = typeof users.$inferSelect;
