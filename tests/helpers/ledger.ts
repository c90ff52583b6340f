import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { transactions, users } from '../../server/db/schema/index.ts';

export interface LedgerMismatch {
  id: string;
  balance: number;
  ledger: number;
}

/** Users whose balance differs from their ledger: successful credits minus successful debits (kobo). */
export async function balancesOffLedger(db: Db): Promise<LedgerMismatch[]> {
  const signed = sql`case when ${transactions.transactionType} = 'credit' then ${transactions.amountKobo} else -${transactions.amountKobo} end`;
  const ledger = sql<number>`coalesce(sum(${signed}) filter (where ${transactions.status} = 'success'), 0)`.mapWith(Number);
  const rows = await db
    .select({ id: users.id, balance: users.balanceKobo, ledger })
    .from(users)
    .leftJoin(transactions, eq(transactions.userId, users.id))
    .groupBy(users.id);
  return rows.filter((r) => r.balance !== r.ledger);
}

/** Fails naming the first users whose balance is not the sum of their ledger. */
export async function expectBalancesEqualLedgers(db: Db) {
  expect((await balancesOffLedger(db)).slice(0, 5), 'users whose balance differs from their ledger').toEqual([]);
}
