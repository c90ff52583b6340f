import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/** Task submissions; reviewing them (tabs, confirm/reject) is issue 5's screen on top of this. */
export default {
  name: 'tasksLog',
  icon: 'tasksLog',
  idField: '_id',
  recordRepresentation: '_id',
  api: {
    list: '/tasks/tasklogs',
    // User and task columns have no server sort (they would order by joined columns).
    paging: { sorts: { createdAt: 'createdAt', amount: 'amount', status: 'status' } },
  },
  list: {
    columns: ['userId.name', 'userId.email', 'taskId.title', 'taskId.taskLink', 'amount', 'status', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    // The status filter is the review tabs (TaskLogTabs).
    filters: [{ source: 'q', kind: 'search' }],
  },
  fields: {
    'userId.name': { kind: 'text' },
    'userId.email': { kind: 'text' },
    'taskId.title': { kind: 'text' },
    'taskId.taskLink': { kind: 'url', emptyText: 'app.value.no_link' },
    amount: { kind: 'naira' },
    status: { kind: 'statusBadge' },
    createdAt: { kind: 'date' },
  },
} satisfies ResourceSchema;
