import { approvalActions, approvalStatuses, type ApprovalAction, type ApprovalStatus } from './approval-request.ts';
import { defineEntity } from './define-entity.ts';
import type { Tone } from './types.ts';

const statusTones = { pending: 'warning', approved: 'success', rejected: 'error', expired: 'neutral' } as const satisfies Record<ApprovalStatus, Tone>;
const actionTones = { confirm: 'info', reverse: 'warning' } as const satisfies Record<ApprovalAction, Tone>;

/**
 * Money moves waiting for a second admin (four eyes): a confirmation or reversal of at least
 * APPROVAL_NAIRA becomes a request here instead of moving money; another admin approves (it runs
 * once) or rejects it. Read-only as a list; the Approvals screen adds approve and reject. Icon: MUI Approval.
 */
export default defineEntity({
  name: 'approvals',
  extension: true,
  icon: 'M4 16v6h16v-6c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2m14 2H6v-2h12zM12 2C9.24 2 7 4.24 7 7l5 7 5-7c0-2.76-2.24-5-5-5m0 9L9 7c0-1.66 1.34-3 3-3s3 1.34 3 3z',
  table: 'approval_requests',
  idField: '_id',
  recordRepresentation: 'total',
  api: { list: '/approvals', paging: { sorts: { createdAt: 'createdAt', total: 'total' } } },
  list: {
    columns: ['createdAt', 'requestedBy.name', 'action', 'total', 'count', 'users', 'flagged', 'status', 'expiresAt'],
    hiddenColumns: ['users', 'expiresAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    card: { primary: 'total', secondary: ['requestedBy.name', 'action', 'status'], tertiary: 'createdAt' },
    filters: [
      { source: 'status', kind: 'choice' },
      { source: 'action', kind: 'choice' },
    ],
  },
  fields: {
    createdAt: { kind: 'dateTime' },
    action: { kind: 'choice', choices: actionTones, sortable: false, filterable: true, values: approvalActions },
    total: { kind: 'naira', column: 'totalKobo' },
    count: { kind: 'number', sortable: false },
    /** How many users the request pays, and how many of its submissions are flagged (as the queue flags them). */
    users: { kind: 'number', sortable: false },
    flagged: { kind: 'number', sortable: false },
    reason: { kind: 'longText', nullable: true, sortable: false },
    /** Whether a confirmation takes flagged submissions too (its submissions are the task logs filtered by `approvalId`). */
    includeFlagged: { kind: 'yesNo', sortable: false, tones: { true: 'warning', false: 'neutral' } },
    'requestedBy.name': { kind: 'text', sortable: false },
    'requestedBy.email': { kind: 'text', sortable: false },
    status: { kind: 'choice', choices: statusTones, sortable: false, values: approvalStatuses },
    expiresAt: { kind: 'dateTime', sortable: false },
    'decidedBy.name': { kind: 'text', optionalRecord: true, sortable: false },
    decidedAt: { kind: 'dateTime', nullable: true, sortable: false },
    decisionReason: { kind: 'longText', nullable: true, sortable: false },
  },
});
