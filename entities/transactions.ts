import { defineEntity } from './define-entity.ts';
import { valueKey, type Tone } from './types.ts';

/** What a transaction's status and type may be; each status with its badge's colour. */
export const transactionStatuses = ['success', 'pending', 'failed'] as const;
const statusTones = { success: 'success', pending: 'warning', failed: 'error' } as const satisfies Record<(typeof transactionStatuses)[number], Tone>;
export const transactionTypes = ['credit', 'debit'] as const;

const services = [
  'wallet funding',
  'package purchase',
  'task reward',
  'referral bonus',
  'airtime',
  'data',
  'gift card',
  'electricity',
  'cable tv',
  'withdrawal',
  'task reward reversal',
];

/** Read-only: transactions are written by payments and task reviews, never by hand. Icon: MUI ReceiptLong. */
export default defineEntity({
  name: 'transactions',
  icon: 'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM19 19c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z',
  idField: '_id',
  recordRepresentation: 'reference',
  api: {
    list: '/admin/transactions/',
    export: { path: '/admin/transactions/export', extension: true },
    paging: {
      // The user's name and email have no server sort (a million rows ordered by a joined column).
      sorts: {
        createdAt: 'createdAt',
        amount: 'amount',
        status: 'status',
        reference: 'reference',
        transaction_id: 'transactionId',
        transaction_type: 'transactionType',
        transaction_services: 'transactionServices',
      },
      filters: { createdAt_gte: { param: 'from', day: 'start' }, createdAt_lte: { param: 'to', day: 'end' }, user: 'userId' },
    },
  },
  list: {
    columns: [
      'user.name',
      'user.email',
      'transaction_id',
      'reference',
      'status',
      'amount',
      'transaction_type',
      'transaction_services',
      'reverses.reference',
      'createdAt',
    ],
    // Beside the open sidebar at 1280 px the rest fit without scrolling sideways; the Columns button
    // shows these (the search box finds a transaction by either).
    hiddenColumns: ['user.email', 'transaction_id', 'reverses.reference'],
    card: { primary: 'user.name', secondary: ['reference', 'status'], tertiary: 'amount' },
    sort: { field: 'createdAt', order: 'DESC' },
    filters: [
      { source: 'q', kind: 'search' },
      { source: 'status', kind: 'choice' },
      {
        source: 'transaction_type',
        kind: 'choice',
        choices: transactionTypes.map((value) => ({ value, label: `resources.transactions.types.${value}` })),
      },
      {
        source: 'transaction_services',
        kind: 'choice',
        choices: services.map((value) => ({ value, label: `resources.transactions.services.${valueKey(value)}` })),
      },
      { source: 'createdAt_gte', kind: 'day', bound: 'start' },
      { source: 'createdAt_lte', kind: 'day', bound: 'end' },
    ],
    search: ['reference', 'transaction_id', 'user.name', 'user.email'],
  },
  fields: {
    'user.name': { kind: 'text', nullable: true, link: { to: 'users', id: 'user._id' }, beside: 'user.frozen' },
    'user.email': { kind: 'text' },
    'user.frozen': { kind: 'frozen', nullable: true, sortable: false },
    transaction_id: { kind: 'text' },
    reference: { kind: 'text' },
    status: { kind: 'choice', choices: statusTones, valueLabels: 'app.status' },
    amount: { kind: 'naira' },
    transaction_type: { kind: 'text', values: transactionTypes, valueLabels: 'resources.transactions.types' },
    transaction_services: { kind: 'text', valueLabels: 'resources.transactions.services' },
    // A reversal's credit (absent on the production backend): searching its reference finds both.
    'reverses.reference': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    createdAt: { kind: 'date' },
  },
});
