import { Type } from 'typebox';
import { StrictObject } from './common.ts';
import { TransactionRow } from './transactions.ts';
import { UserRef, UserRow } from './users.ts';

const { _id, name, email, isPaid } = UserRow.properties;
const Total = (what: string) => Type.Integer({ minimum: 0, description: `count of all ${what}` });

/** One of the dashboard's recent transactions: who (name, email; "N/A" on screen when missing), how much, when. */
export const DashboardTransaction = StrictObject({
  _id: TransactionRow.properties._id,
  name: UserRef.properties.name,
  email: UserRef.properties.email,
  amount: TransactionRow.properties.amount,
  status: TransactionRow.properties.status,
  date: Type.String({ format: 'date-time', description: 'when the transaction was created' }),
});

/** One of the dashboard's recent users: who ("No Name" on screen when missing), joined when, paid or not, which package. */
export const DashboardUser = StrictObject({
  _id,
  name,
  email,
  date: Type.String({ format: 'date-time', description: 'join date' }),
  isPaid,
  package: Type.Union([Type.String(), Type.Null()], { description: "the package's name, or null (None on screen)" }),
});

export const DashboardData = StrictObject({
  totalUsers: Total('users'),
  totalTasks: Total('tasks'),
  totalPackages: Total('packages'),
  transactions: Type.Array(DashboardTransaction, { description: 'the 10 newest transactions, newest first' }),
  users: Type.Array(DashboardUser, { description: 'the 10 newest users, newest first' }),
});
