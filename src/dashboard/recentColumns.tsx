import { fieldColumn } from '@/admin/schemaColumns.tsx';
import type { CardDeclaration, FieldDeclaration } from '@entities/types.ts';

export type RecentColumns = [source: string, field: FieldDeclaration][];

/** The dashboard's recent transactions: name and email ("N/A" when missing), naira amount, date (sortable by time). */
export const TRANSACTION_COLUMNS: RecentColumns = [
  ['name', { kind: 'text', emptyText: 'app.dashboard.value.not_available', link: { to: 'users', id: 'userId' } }],
  ['email', { kind: 'text', emptyText: 'app.dashboard.value.not_available' }],
  ['amount', { kind: 'naira' }],
  ['date', { kind: 'dateTime' }],
];

/** The dashboard's recent users: name ("No Name" when missing), email, join date, Paid/Unpaid, package ("None" when missing). */
export const USER_COLUMNS: RecentColumns = [
  ['name', { kind: 'text', emptyText: 'app.dashboard.value.no_name', link: { to: 'users', id: '_id' } }],
  ['email', { kind: 'text' }],
  ['date', { kind: 'dateTime' }],
  ['isPaid', { kind: 'paidBadge' }],
  ['package', { kind: 'text', emptyText: 'app.value.none' }],
];

/** A recent table's `Column` elements, labelled `<messages>.fields.<source>`. */
export const recentColumnElements = (messages: string, list: RecentColumns) =>
  list.map(([source, field]) => fieldColumn(source, field, `${messages}.fields.${source}`));

/** On a phone, each row as a card: who and when on the left, the amount or the paid badge at the right. */
export const TRANSACTION_CARD: CardDeclaration = { primary: 'name', secondary: ['email', 'date'], tertiary: 'amount' };
export const USER_CARD: CardDeclaration = { primary: 'name', secondary: ['email', 'date', 'package'], tertiary: 'isPaid' };

export const TRANSACTIONS = 'app.dashboard.transactions';
export const USERS = 'app.dashboard.users';
