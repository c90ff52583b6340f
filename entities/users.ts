import { booleanFilter } from './boolean-filter.ts';
import { defineEntity } from './define-entity.ts';

/** Read-only: users sign up in the platform's app, the console only lists them. Icon: MUI Group. */
export default defineEntity({
  name: 'users',
  icon: 'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5',
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
    filters: [{ source: 'q', kind: 'search' }, booleanFilter('isPaid', 'app.badge.paid', 'app.badge.unpaid')],
    search: ['name', 'email'],
  },
  fields: {
    name: { kind: 'text', nullable: true, link: { to: 'users', id: '_id' }, beside: 'frozen' },
    email: { kind: 'text' },
    createdAt: { kind: 'date' },
    isPaid: { kind: 'paidBadge' },
    package: { kind: 'reference', reference: 'packages', display: 'name', emptyText: 'app.value.none', nullable: true, filterable: true, column: 'packageId' },
    // Shown on the user's page; the production backend's list may not carry it ("—" there).
    balance: { kind: 'naira', nullable: true },
    frozen: { kind: 'frozen', nullable: true, sortable: false },
  },
});
