import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { approvalRequests } from './approvals.ts';
import type { StoredFlag } from '../../../entities/fraud-flags.ts';
import { taskReview } from '../../../entities/task-review.ts';
import { taskLogStatuses } from '../../../entities/tasksLog.ts';
import { admins } from './admins.ts';
import { MAX_KOBO } from '../../shared/money.ts';
import { createdAtColumn, idColumn, valueList } from './columns.ts';
import { tasks } from './tasks.ts';
import { users } from './users.ts';

export { taskLogStatuses };
export type TaskLogStatus = (typeof taskLogStatuses)[number];

/** A user's submission of a task, waiting for an admin's review. */
export const taskLogs = pgTable(
  'task_logs',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    status: text({ enum: taskLogStatuses }).notNull().default('pending'),
    amountKobo: bigint({ mode: 'number' }).notNull(),
    reviewedBy: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    reviewedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    /** Why it was rejected, as the reviewer wrote it. */
    reason: text(),
    /** Who reversed the confirmed log's credit, when and why (status `reversed`). */
    reversedBy: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    reversedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    reversalReason: text(),
    /** The user's post and a screenshot of it, written by the platform's user side. */
    proofUrl: text(),
    proofImageUrl: text(),
    createdAt: createdAtColumn(),
    // What the fraud checks found (domains/fraud): reset by a trigger whenever the proofs change.
    /** SHA-256 of the canonical proof link; null without a link, or for one that cannot be compared. */
    proofLinkKey: text(),
    /** SHA-256 of the screenshot's bytes once read. */
    proofImageSha256: text(),
    /** Why the screenshot could not be read, while it could not. */
    proofImageProblem: text(),
    proofImageAttempts: smallint().notNull().default(0),
    /** When the screenshot is (re)read next; null when there is nothing left to read. */
    proofImageNextAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).defaultNow(),
    /** When the flags were last worked out; null for a log the checks have not seen yet. */
    flagsCheckedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
    flags: jsonb()
      .$type<StoredFlag[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    flagged: boolean().notNull().default(false),
    /** The approval request that holds (while it is pending and not expired) or held this log. */
    approvalId: uuid().references((): AnyPgColumn => approvalRequests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('task_logs_status_check', sql`${t.status} in (${valueList(taskLogStatuses)})`),
    // A reversed log names who reversed it, when and why; no other log does.
    check(
      'task_logs_reversal_check',
      sql`(${t.status} = 'reversed') = (${t.reversedBy} is not null and ${t.reversedAt} is not null and char_length(${t.reversalReason}) between 1 and ${sql.raw(String(taskReview.bounds.maxReasonLength))})`,
    ),
    // Written by the platform's user side too: a reward is never negative nor beyond exact integers,
    // unless the log was rejected (so a bad log written before this check can still be rejected).
    check('task_logs_amount_range_check', sql`${t.amountKobo} between 0 and ${sql.raw(String(MAX_KOBO))} or ${t.status} = 'rejected'`),
    // A reason is stored trimmed, as long as a review's reason may be (a new bound needs a migration).
    check('task_logs_reason_length_check', sql`char_length(${t.reason}) between 1 and ${sql.raw(String(taskReview.bounds.maxReasonLength))}`),
    check('task_logs_proof_url_check', sql`${t.proofUrl} ~* '^https?://'`),
    check('task_logs_proof_image_url_check', sql`${t.proofImageUrl} ~* '^https?://'`),
    index('task_logs_created_at_idx').on(t.createdAt, t.id),
    index('task_logs_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('task_logs_amount_idx').on(t.amountKobo, t.id),
    // The reviewed tabs, latest review first (a pending log, never reviewed, sorts as the oldest).
    index('task_logs_reviewed_at_idx').on(sql`coalesce(${t.reviewedAt}, '-infinity'::timestamptz)`, t.id),
    // The queue filtered by task or by user, in either order of time.
    index('task_logs_task_idx').on(t.taskId, t.createdAt, t.id),
    index('task_logs_user_idx').on(t.userId, t.createdAt, t.id),
    // The fraud checks' work, newest first, and the logs sharing a proof within a task.
    index('task_logs_unchecked_idx')
      .on(t.createdAt)
      .where(sql`${t.flagsCheckedAt} is null`),
    index('task_logs_image_due_idx')
      .on(t.createdAt)
      .where(sql`${t.proofImageNextAt} is not null and ${t.proofImageUrl} is not null`),
    index('task_logs_link_key_idx')
      .on(t.taskId, t.proofLinkKey)
      .where(sql`${t.proofLinkKey} is not null`),
    index('task_logs_image_sha_idx')
      .on(t.taskId, t.proofImageSha256)
      .where(sql`${t.proofImageSha256} is not null`),
    // The Flagged tab and count: flagged logs by status, newest first.
    index('task_logs_flagged_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.flagged}`),
    // The logs an approval request holds or held (its screen's submissions).
    index('task_logs_approval_idx')
      .on(t.approvalId, t.createdAt, t.id)
      .where(sql`${t.approvalId} is not null`),
  ],
);

export type TaskLog = typeof taskLogs.$inferSelect;

/**
 * How many task logs have each status, kept exact by triggers on task_logs (migration 0009) so the
 * review queue's counts cost one read of three rows however many logs there are.
 */
export const taskLogCounts = pgTable('task_log_counts', {
  status: text({ enum: taskLogStatuses }).primaryKey(),
  total: bigint({ mode: 'number' }).notNull(),
});
