import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packages, tasks, users } from '../../db/schema/index.ts';
import { transactionLister, type TransactionOut } from '../transactions/transactions.ts';
import { userLister, type UserOut } from '../users/users.ts';

const RECENT = 10;

const dashboardTransaction = (t: TransactionOut) => ({
  _id: t._id,
  userId: t.user._id,
  name: t.user.name,
  email: t.user.email,
  amount: t.amount,
  status: t.status,
  date: t.createdAt,
});

const dashboardUser = (u: UserOut) => ({
  _id: u._id,
  name: u.name,
  email: u.email,
  date: u.createdAt,
  isPaid: u.isPaid,
  package: u.package?.name ?? null,
});

/** The overview: totals by SQL count(*), and the newest transactions and users. */
export async function dashboardSummary(db: Db) {
  const total = async (table: typeof users | typeof tasks | typeof packages) => Number((await db.select({ n: count() }).from(table))[0].n);
  const [totalUsers, totalTasks, totalPackages, recentTransactions, recentUsers] = await Promise.all([
    total(users),
    total(tasks),
    total(packages),
    transactionLister.latest(db, RECENT),
    userLister.latest(db, RECENT),
  ]);
  return {
    totalUsers,
    totalTasks,
    totalPackages,
    transactions: recentTransactions.map(dashboardTransaction),
    users: recentUsers.map(dashboardUser),
  };
}
