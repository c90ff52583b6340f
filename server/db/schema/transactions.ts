import { sql } from 'drizzle-orm';
import { transactionStatuses, transactionTypes } from '../../../entities/transactions.ts';
import { type AnyPgColumn, bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAX_KOBO } from '../../shared/money.ts';
import { createdAtColumn, idColumn, searchPairsIndex } from './columns.ts';
import { users } from './users.ts';

export { transactionStatuses, transactionTypes };

/** The ledger: a user's balance is the sum of their successful credits minus debits. Never deleted. */
export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionId: text().notNull(),
    reference: text().notNull(),
    status: text({ enum: transactionStatuses }).notNull(),
    amountKobo: bigint({ mode: 'number' }).notNull(),
    transactionType: text({ enum: transactionTypes }).notNull(),
    transactionServices: text().notNull(),
    /** The credit this debit takes back (a reversal); each credit is reversed at most once. */
    reverses: uuid().references((): AnyPgColumn => transactions.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('transactions_status_check', sql`${t.status} in ('success', 'pending', 'failed')`),
    check('transactions_type_check', sql`${t.transactionType} in ('credit', 'debit')`),
    check('transactions_amount_check', sql`${t.amountKobo} >= 0`),
    check('transactions_amount_range_check', sql`${t.amountKobo} <= ${sql.raw(String(MAX_KOBO))}`),
    uniqueIndex('transactions_reference_key').on(t.reference),
    uniqueIndex('transactions_reverses_key')
      .on(t.reverses)
      .where(sql`${t.reverses} is not null`),
    check('transactions_reversal_debit_check', sql`${t.reverses} is null or ${t.transactionType} = 'debit'`),
    index('transactions_created_at_idx').on(t.createdAt, t.id),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    // The list's sorts and filters (domains/transactions/transactions.ts); a filter with the default order
    // reads its column's index backwards, already newest first.
    index('transactions_amount_idx').on(t.amountKobo, t.id),
    index('transactions_status_idx').on(t.status, t.createdAt, t.id),
    index('transactions_type_idx').on(t.transactionType, t.createdAt, t.id),
    index('transactions_services_idx').on(t.transactionServices, t.createdAt, t.id),
    index('transactions_transaction_id_idx').on(t.transactionId, t.id),
    index('transactions_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    index('transactions_transaction_id_trgm_idx').using('gin', t.transactionId.op('gin_trgm_ops')),
    searchPairsIndex('transactions_reference_pairs_idx', t.reference),
    searchPairsIndex('transactions_transaction_id_pairs_idx', t.transactionId),
  ],
);

export type Transaction = typeof transactions.$inferSelect;
