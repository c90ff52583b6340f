import { booleanFilter } from '@/admin/booleanFilter.ts';
import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/** Read-only: users sign up in the platform's app, the console only lists them. */
export default {
  name: 'users',
  icon: 'users',
  idField: '_id',
  recordRepresentation: 'name',
  api: {
    list: '/admin/alluser/',
    // The package column has no server sort (it would sort 200 000 users by a joined name).
    paging: { sorts: { name: 'name', email: 'email', createdAt: 'createdAt', isPaid: 'isPaid' } },
  },
  list: {
    columns: ['name', 'email', 'createdAt', 'isPaid', 'package'],
    sort: { field: 'createdAt', order: 'DESC' },
    filters: [
      { source: 'q', kind: 'search' },
      booleanFilter('isPaid', 'app.badge.paid', 'app.badge.unpaid'),
    ],
  },
  fields: {
    name: { kind: 'text' },
    email: { kind: 'text' },
    createdAt: { kind: 'date' },
    isPaid: { kind: 'paidBadge' },
    package: { kind: 'reference', reference: 'packages', display: 'name', emptyText: 'app.value.none' },
  },
} satisfies ResourceSchema;
