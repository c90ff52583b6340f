import type { ResourceSchema } from '@/admin/schemaTypes.ts';

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
];

/** Read-only: transactions are written by payments and task reviews, never by hand. */
export default {
  name: 'transactions',
  icon: 'transactions',
  idField: '_id',
  recordRepresentation: 'reference',
  api: {
    list: '/admin/transactions/',
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
      filters: { createdAt_gte: { param: 'from', day: 'start' }, createdAt_lte: { param: 'to', day: 'end' } },
      export: '/admin/transactions/export',
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
      'createdAt',
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: [
      { source: 'q', kind: 'search' },
      {
        source: 'status',
        kind: 'choice',
        choices: ['success', 'pending', 'failed'].map((value) => ({ value, label: `app.status.${value}` })),
      },
      {
        source: 'transaction_type',
        kind: 'choice',
        choices: ['credit', 'debit'].map((value) => ({ value, label: `resources.transactions.types.${value}` })),
      },
      {
        source: 'transaction_services',
        kind: 'choice',
        choices: services.map((value) => ({ value, label: `resources.transactions.services.${value.replace(' ', '_')}` })),
      },
      { source: 'createdAt_gte', kind: 'day' },
      { source: 'createdAt_lte', kind: 'day' },
    ],
  },
  fields: {
    'user.name': { kind: 'text' },
    'user.email': { kind: 'text' },
    transaction_id: { kind: 'text' },
    reference: { kind: 'text' },
    status: { kind: 'statusBadge' },
    amount: { kind: 'naira' },
    transaction_type: { kind: 'text' },
    transaction_services: { kind: 'text' },
    createdAt: { kind: 'date' },
  },
} satisfies ResourceSchema;
