import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { banks } from './banks.ts';
import { createdAtColumn, idColumn, versionColumn } from './columns.ts';
import { users } from './users.ts';

/** Withdrawal requests (entities/withdrawals.ts): one index per list sort and per reference. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankId: uuid()
      .notNull()
      .references(() => banks.id, { onDelete: 'restrict' }),
    accountNumber: text().notNull(),
    amountKobo: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('pending'),
    nameMatches: boolean().notNull().default(false),
    note: text().notNull().default(''),
    createdAt: createdAtColumn(),
    version: versionColumn(),
  },
  (t) => [
    index('withdrawals_created_at_idx').on(t.createdAt, t.id),
    index('withdrawals_user_idx').on(t.userId, t.createdAt, t.id),
    index('withdrawals_bank_idx').on(t.bankId, t.createdAt, t.id),
    index('withdrawals_account_number_idx').on(t.accountNumber, t.id),
    index('withdrawals_amount_idx').on(t.amountKobo, t.id),
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_name_matches_idx').on(t.nameMatches, t.createdAt, t.id),
  ],
);
