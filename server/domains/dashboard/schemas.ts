import { Type } from 'typebox';
import { StrictObject } from '../../schemas/common.ts';
import { TransactionRow } from '../transactions/schemas.ts';
import { UserRef, UserRow } from '../users/schemas.ts';

const { _id, name, email, isPaid } = UserRow.properties;
const Total = (what: string) => Type.Integer({ minimum: 0, description: `count of all ${what}` });

/** One of the dashboard's recent transactions: who (name, email; "N/A" on screen when missing), how much, when. */
export const DashboardTransaction = StrictObject({
  _id: TransactionRow.properties._id,
  userId: Type.String({ format: 'uuid', description: "the user's id (their page in the console)" }),
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

const Naira = (what: string) => Type.Number({ minimum: 0, description: `naira of successful ${what} that day` });

/** The dashboard chart's series: successful credits and debits per Lagos day, oldest first, every day present. */
export const TransactionVolume = StrictObject({
  days: Type.Array(
    StrictObject({ day: Type.String({ format: 'date', description: 'a day in Lagos (UTC+1)' }), credits: Naira('credits'), debits: Naira('debits') }),
    { description: 'the last 30 days in Lagos, today included' },
  ),
});
