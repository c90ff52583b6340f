import { booleanFilter } from './boolean-filter.ts';
import { defineEntity } from './define-entity.ts';

/** Banks users withdraw to, with their 3-digit CBN code. Icon: MUI AccountBalance. */
export default defineEntity({
  name: 'banks',
  icon: 'M4 10h3v7H4zm6.5 0h3v7h-3zM2 19h20v3H2zm15-9h3v7h-3zm-5-9L2 6v2h20V6z',
  // Not among the production backend's routes: offered to a server that has roles (ours).
  extension: true,
  idField: '_id',
  recordRepresentation: 'name',
  api: {
    list: '/banks/',
    create: '/banks/',
    update: '/banks/:id',
    delete: '/banks/:id',
    export: { path: '/banks/export', extension: true },
    paging: {},
  },
  list: {
    columns: ['name', 'code', 'isActive', 'createdAt'],
    sort: { field: 'name', order: 'ASC' },
    actions: ['edit', 'delete'],
    filters: [{ source: 'q', kind: 'search' }, booleanFilter('isActive', 'app.badge.active', 'app.badge.inactive')],
    search: ['name', 'code'],
  },
  form: { inputs: ['name', 'code', 'isActive'], defaults: { isActive: true } },
  fields: {
    name: { kind: 'text', required: true, maxLength: 100, unique: 'ignoreCase' },
    code: { kind: 'text', required: true, unique: true, pattern: { value: /^[0-9]{3}$/, message: 'resources.banks.validation.code' } },
    isActive: { kind: 'activeBadge' },
    createdAt: { kind: 'date' },
  },
});
