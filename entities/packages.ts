import { defineEntity } from './define-entity.ts';

/** Packages users buy (Starter … Premium); price in naira. Icon: MUI Inventory2. */
export default defineEntity({
  name: 'packages',
  icon: 'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-5 12H9v-2h6zm5-7H4V4h16z',
  idField: '_id',
  recordRepresentation: 'name',
  api: { list: '/packages/', create: '/packages/', update: '/packages/:id', delete: '/packages/:id' },
  list: {
    columns: ['name', 'price', 'referalpoint', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    actions: ['edit', 'delete'],
    search: ['name'],
  },
  form: { inputs: ['name', 'price', 'referalpoint'] },
  fields: {
    name: { kind: 'text', required: true },
    price: { kind: 'naira', required: true, min: 0, max: 1_000_000_000, column: 'priceKobo' },
    referalpoint: { kind: 'number', min: 0, max: 1_000_000_000, integer: true, column: 'referralPoints' },
    createdAt: { kind: 'date' },
  },
});
