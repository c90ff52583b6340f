import { fieldColumn } from '@/admin/schemaColumns.tsx';
import type { FieldDeclaration } from '@entities/types.ts';

type Columns = [source: string, field: FieldDeclaration][];

/** The dashboard's recent transactions: name and email ("N/A" when missing), naira amount, date (sortable by time). */
const TRANSACTION_COLUMNS: Columns = [
  ['name', { kind: 'text', emptyText: 'app.dashboard.value.not_available', link: { to: 'users', id: 'userId' } }],
  ['email', { kind: 'text', emptyText: 'app.dashboard.value.not_available' }],
  ['amount', { kind: 'naira' }],
  ['date', { kind: 'dateTime' }],
];

/** The dashboard's recent users: name ("No Name" when missing), email, join date, Paid/Unpaid, package ("None" when missing). */
const USER_COLUMNS: Columns = [
  ['name', { kind: 'text', emptyText: 'app.dashboard.value.no_name', link: { to: 'users', id: '_id' } }],
  ['email', { kind: 'text' }],
  ['date', { kind: 'dateTime' }],
  ['isPaid', { kind: 'paidBadge' }],
  ['package', { kind: 'text', emptyText: 'app.value.none' }],
];

const columns = (messages: string, list: Columns) => list.map(([source, field]) => fieldColumn(source, field, `${messages}.fields.${source}`));

export const TRANSACTIONS = 'app.dashboard.transactions';
export const USERS = 'app.dashboard.users';
export const transactionColumns = columns(TRANSACTIONS, TRANSACTION_COLUMNS);
export const userColumns = columns(USERS, USER_COLUMNS);
