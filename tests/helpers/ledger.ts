import { eq, sql, type SQL } from 'drizzle-orm';
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

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Reviews and reversals that do not match the ledger, as readable lines (none expected): every
 * reversal is one debit of its credit's user and amount; a confirmed log has at most one credit (logs
 * written confirmed by the platform's user side have none) and no reversal; a reversed log has
 * exactly one credit and exactly one reversal of it.
 */
export async function reversalViolations(db: Db): Promise<string[]> {
  const debits = await rowsOf<{ id: string }>(
    db,
    sql`
    select d.id from transactions d left join transactions c on c.id = d.reverses
    where d.reverses is not null and (c.id is null or c.transaction_type <> 'credit' or c.user_id <> d.user_id or c.amount_kobo <> d.amount_kobo or d.transaction_type <> 'debit')`,
  );
  const logs = await rowsOf<{ id: string; status: string; credits: number; reversals: number }>(
    db,
    sql`
    select l.id, l.status,
      (select count(*)::int from transactions c where c.reference = 'RWD-TASK-' || l.id and c.transaction_type = 'credit') as credits,
      (select count(*)::int from transactions d where d.reference = 'RWD-TASK-' || l.id || '-REV' and d.reverses = (select c.id from transactions c where c.reference = 'RWD-TASK-' || l.id)) as reversals
    from task_logs l where l.status in ('confirmed', 'reversed')`,
  );
  const fits = (l: (typeof logs)[number]) =>
    l.status === 'reversed' ? Number(l.credits) === 1 && Number(l.reversals) === 1 : Number(l.credits) <= 1 && Number(l.reversals) === 0;
  return [
    ...debits.map((d) => `reversal ${d.id} does not take back one credit of its user and amount`),
    ...logs.filter((l) => !fits(l)).map((l) => `${l.status} log ${l.id} has ${l.credits} credits and ${l.reversals} reversals`),
  ];
}

/** Fails naming the first users whose balance is not the sum of their ledger, and any review or reversal off the ledger. */
export async function expectBalancesEqualLedgers(db: Db) {
  expect((await balancesOffLedger(db)).slice(0, 5), 'users whose balance differs from their ledger').toEqual([]);
  expect((await reversalViolations(db)).slice(0, 5), 'reviews and reversals off the ledger').toEqual([]);
}
