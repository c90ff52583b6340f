import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { approvalActions, storedApprovalStatuses } from '../../../entities/approval-request.ts';
import { taskReview } from '../../../entities/task-review.ts';
import { admins } from './admins.ts';
import { createdAtColumn, idColumn, valueList } from './columns.ts';

const maxReason = sql.raw(String(taskReview.bounds.maxReasonLength));

/**
 * A money move that waits for a second admin (four eyes): a confirmation of task logs or the
 * reversal of one's credit, of `total_kobo` over `count` logs, asked by one admin and approved
 * (run once) or rejected by another before `expires_at`. The logs it holds name it in
 * `task_logs.approval_id`.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: idColumn(),
    action: text({ enum: approvalActions }).notNull(),
    taskLogIds: uuid().array().notNull(),
    /** A confirmation that takes flagged and unchecked logs too (a single confirm, or a bulk one with includeFlagged). */
    includeFlagged: boolean().notNull().default(false),
    /** A reversal's reason. */
    reason: text(),
    totalKobo: bigint({ mode: 'number' }).notNull(),
    count: integer().notNull(),
    requestedBy: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    status: text({ enum: storedApprovalStatuses }).notNull().default('pending'),
    decidedBy: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    /** Why it was rejected. */
    decisionReason: text(),
    /** What approving it did: the bulk review's counts. */
    outcome: jsonb(),
  },
  (t) => [
    check('approval_requests_action_check', sql`${t.action} in (${valueList(approvalActions)})`),
    check('approval_requests_status_check', sql`${t.status} in (${valueList(storedApprovalStatuses)})`),
    // A decided request names who decided it and when; a pending one does not.
    check('approval_requests_decision_check', sql`(${t.status} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null)`),
    check('approval_requests_reason_check', sql`char_length(${t.reason}) between 1 and ${maxReason}`),
    check('approval_requests_decision_reason_check', sql`char_length(${t.decisionReason}) between 1 and ${maxReason}`),
    check('approval_requests_count_check', sql`${t.count} = cardinality(${t.taskLogIds}) and ${t.count} > 0 and ${t.totalKobo} >= 0`),
    index('approval_requests_created_at_idx').on(t.createdAt, t.id),
  ],
);

export type ApprovalRequest = typeof approvalRequests.$inferSelect;
