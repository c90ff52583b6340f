import { AUDIT_ACTIONS } from './audit.ts';
import { defineEntity } from './define-entity.ts';

/**
 * The audit log, read-only, admins only: who did what to which record, and when. A record's
 * History (in its edit dialog) is this list filtered to it. Icon: MUI History.
 */
export default defineEntity({
  name: 'activity',
  access: { read: 'team' },
  extension: true,
  icon: 'M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z',
  table: 'audit_log',
  idField: '_id',
  recordRepresentation: 'action',
  api: {
    list: '/admin/activity',
    paging: { sorts: { createdAt: 'createdAt' }, filters: { from: { param: 'from', day: 'start' }, to: { param: 'to', day: 'end' } } },
  },
  list: {
    columns: ['createdAt', 'admin.name', 'action', 'entity', 'entityId', 'details'],
    sort: { field: 'createdAt', order: 'DESC' },
    // What was done is the card's title; the first column, the time, sits at its right.
    card: { primary: 'action', secondary: ['admin.name', 'entity'], tertiary: 'createdAt' },
    filters: [
      { source: 'adminId', kind: 'reference', reference: 'team', display: 'name' },
      { source: 'action', kind: 'choice', choices: AUDIT_ACTIONS.map((action) => ({ value: action, label: `resources.activity.actions.${action}` })) },
      // Its choices are every audited entity, named by the registry (entities/index.ts).
      { source: 'entity', kind: 'choice' },
      { source: 'from', kind: 'day', bound: 'start' },
      { source: 'to', kind: 'day', bound: 'end' },
    ],
  },
  fields: {
    createdAt: { kind: 'dateTime' },
    'admin.name': { kind: 'text', optionalRecord: true, sortable: false, emptyText: 'resources.activity.nobody' },
    'admin.email': { kind: 'text', optionalRecord: true, sortable: false },
    action: { kind: 'text', values: AUDIT_ACTIONS, valueLabels: 'resources.activity.actions', sortable: false },
    entity: { kind: 'text', sortable: false },
    entityId: { kind: 'text', nullable: true, sortable: false, filterable: true },
    details: { kind: 'changes', sortable: false },
  },
});
