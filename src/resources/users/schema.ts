import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/** Read-only: users sign up in the platform's app, the console only lists them. */
export default {
  name: 'users',
  icon: 'users',
  idField: '_id',
  recordRepresentation: 'name',
  api: { list: '/admin/alluser/' },
  list: { columns: ['name', 'email', 'createdAt', 'isPaid', 'package'], sort: { field: 'createdAt', order: 'DESC' } },
  fields: {
    name: { kind: 'text' },
    email: { kind: 'text' },
    createdAt: { kind: 'date' },
    isPaid: { kind: 'paidBadge' },
    package: { kind: 'reference', reference: 'packages', display: 'name', emptyText: 'app.value.none' },
  },
} satisfies ResourceSchema;
