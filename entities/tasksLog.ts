import { defineEntity } from './define-entity.ts';
import type { Tone } from './types.ts';

/**
 * What a submission's status may be: waiting for review, then confirmed (the user is credited) or
 * rejected; a confirmed one may later be reversed (its credit taken back by one debit).
 */
export const taskLogStatuses = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
const statusTones = { pending: 'warning', confirmed: 'success', rejected: 'error', reversed: 'neutral' } as const satisfies Record<
  (typeof taskLogStatuses)[number],
  Tone
>;

/** Task submissions; the review screen (tabs, confirm/reject) sits on top of this. Icon: MUI Checklist. */
export default defineEntity({
  name: 'tasksLog',
  icon: 'M22 7h-9v2h9zm0 8h-9v2h9zM5.54 11 2 7.46l1.41-1.41 2.12 2.12 4.24-4.24 1.41 1.41zm0 8L2 15.46l1.41-1.41 2.12 2.12 4.24-4.24 1.41 1.41z',
  table: 'task_logs',
  idField: '_id',
  recordRepresentation: '_id',
  api: {
    list: '/tasks/tasklogs',
    // User and task columns have no server sort (they would order by joined columns).
    paging: { sorts: { createdAt: 'createdAt', amount: 'amount', status: 'status', reviewedAt: 'reviewedAt' } },
    queue: { path: '/tasks/tasklogs/queue', renew: '/tasks/tasklogs/claims/renew', release: '/tasks/tasklogs/:id/claim', leave: '/tasks/tasklogs/claims' },
  },
  list: {
    columns: ['userId.name', 'userId.email', 'taskId.title', 'taskId.taskLink', 'amount', 'status', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    // The status filter is the review tabs (TaskLogTabs).
    filters: [
      { source: 'q', kind: 'search' },
      { source: 'taskId', kind: 'reference', reference: 'tasks', display: 'title' },
      { source: 'flagged', kind: 'choice', extension: true },
    ],
    search: ['userId.name', 'userId.email', 'taskId.title'],
  },
  fields: {
    'userId.name': { kind: 'text', nullable: true, link: { to: 'users', id: 'userId._id' }, beside: 'userId.frozen' },
    'userId.email': { kind: 'text' },
    'userId.frozen': { kind: 'frozen', extension: true, nullable: true, sortable: false },
    'taskId.title': { kind: 'text' },
    'taskId.taskLink': { kind: 'url', emptyText: 'app.value.no_link' },
    amount: { kind: 'naira', nullable: true },
    status: { kind: 'choice', choices: statusTones, valueLabels: 'app.status', filterable: true },
    createdAt: { kind: 'date' },
    'reviewedBy.name': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    'reviewedBy.email': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    reviewedAt: { kind: 'dateTime', extension: true, nullable: true },
    reason: { kind: 'longText', extension: true, nullable: true, sortable: false },
    // Who took a confirmed log's credit back, when and why (the Reversed tab; absent on the production backend).
    'reversedBy.name': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    'reversedBy.email': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    reversedAt: { kind: 'dateTime', extension: true, nullable: true },
    reversalReason: { kind: 'longText', extension: true, nullable: true, sortable: false },
    proofUrl: { kind: 'url', extension: true, nullable: true, sortable: false, emptyText: 'app.value.no_link' },
    proofImageUrl: { kind: 'url', extension: true, nullable: true, sortable: false, emptyText: 'app.value.no_link' },
    flags: { kind: 'flags', extension: true, sortable: false },
    // Whether `flags` holds any: the Flagged tab and the flag filter (the production backend has neither).
    flagged: { kind: 'yesNo', extension: true, sortable: false, tones: { true: 'warning', false: 'neutral' } },
    // The approval request that holds a pending log until a second admin decides (absent on the production backend).
    awaitingApproval: { kind: 'text', extension: true, nullable: true, sortable: false },
    // The reviewer holding a pending log in their queue, and until when (absent on the production backend).
    'claimedBy.name': { kind: 'text', extension: true, optionalRecord: true, sortable: false },
    claimedUntil: { kind: 'dateTime', extension: true, nullable: true, sortable: false },
  },
});
