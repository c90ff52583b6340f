import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/** Price and referral points are number inputs; no other client-side checks (spec §5). */
export default {
  name: 'packages',
  icon: 'packages',
  idField: '_id',
  recordRepresentation: 'name',
  api: { list: '/packages/', create: '/packages/', update: '/packages/:id', delete: '/packages/:id' },
  list: {
    columns: ['name', 'price', 'referalpoint', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    actions: ['edit', 'delete'],
  },
  form: { inputs: ['name', 'price', 'referalpoint'] },
  fields: {
    name: { kind: 'text' },
    price: { kind: 'naira' },
    referalpoint: { kind: 'number' },
    createdAt: { kind: 'date' },
  },
} satisfies ResourceSchema;
