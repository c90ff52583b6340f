import { eq, getTableColumns, inArray } from 'drizzle-orm';
import transactionDeclaration from '../../../entities/transactions.ts';
import type { Db } from '../../db/client.ts';
import { transactions, users } from '../../db/schema/index.ts';
import { declaredList, newestWithin, uniqueOrder } from '../../entities/declared-list.ts';
import { createLister } from '../../lists/lister.ts';
import { viaRelated } from '../../lists/search.ts';
import { toNaira } from '../../shared/money.ts';
import { frozenAnswer } from '../fraud/flag-answers.ts';

/** Transactions with their user's name and email: the query behind the list and the dashboard. */
const transactionRows = (db: Db) =>
  db
    .select({ ...getTableColumns(transactions), userName: users.name, userEmail: users.email, frozenAt: users.frozenAt, frozenReason: users.frozenReason })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .$dynamic();

type TransactionListRow = Awaited<ReturnType<typeof transactionRows>>[number];

const transactionToApi = (t: TransactionListRow, originals: Map<string, string>) => ({
  _id: t.id,
  user: { _id: t.userId, name: t.userName, email: t.userEmail, frozen: frozenAnswer(t) },
  transaction_id: t.transactionId,
  reference: t.reference,
  status: t.status,
  amount: toNaira(t.amountKobo),
  transaction_type: t.transactionType,
  transaction_services: t.transactionServices,
  // A reversal names the credit it takes back.
  reverses: t.reverses ? { _id: t.reverses, reference: originals.get(t.reverses) ?? '' } : null,
  createdAt: t.createdAt.toISOString(),
});

/** The references of the credits these rows reverse: one query, and none for a page without reversals. */
async function originalReferences(db: Db, rows: TransactionListRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.reverses ? [row.reverses] : [])))];
  if (!ids.length) return new Map<string, string>();
  const found = await db.select({ id: transactions.id, reference: transactions.reference }).from(transactions).where(inArray(transactions.id, ids));
  return new Map(found.map((row) => [row.id, row.reference]));
}

export type TransactionOut = ReturnType<typeof transactionToApi>;

export const transactionLister = createLister<TransactionListRow, TransactionOut>({
  rows: transactionRows,
  matching: (db) => db.select({ id: transactions.id }).from(transactions).$dynamic(),
  createdAt: transactions.createdAt,
  id: transactions.id,
  // Each sort has its index (schema/transactions.ts). A filter on status, type or service with the
  // default order reads the index of that column, which continues with createdAt. Amounts are kobo.
  ...declaredList(transactionDeclaration, transactions, {
    sorts: { amount: transactions.amountKobo, status: newestWithin, reference: uniqueOrder, transactionType: newestWithin, transactionServices: newestWithin },
    search: { user: viaRelated(transactions.userId, users.id, [users.name, users.email]) },
    filters: { userId: transactions.userId },
  }),
  ranges: {
    from: { column: transactions.createdAt, bound: 'lower' },
    to: { column: transactions.createdAt, bound: 'upper' },
  },
  toApi: async (rows, db) => {
    const originals = await originalReferences(db, rows);
    return rows.map((row) => transactionToApi(row, originals));
  },
});
