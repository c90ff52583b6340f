import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/** Read-only: transactions are written by payments and task reviews, never by hand. */
export default {
  name: 'transactions',
  icon: 'transactions',
  idField: '_id',
  recordRepresentation: 'reference',
  api: { list: '/admin/transactions/' },
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
