import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import taskLogDeclaration from '../../../entities/tasksLog.ts';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { admins, approvalRequests, reviewClaims, taskLogs, tasks, users, type TaskLog } from '../../db/schema/index.ts';
import { declaredList, newestWithin } from '../../entities/declared-list.ts';
import { createLister } from '../../lists/lister.ts';
import { liveClaim } from './live-claim.ts';
import { viaRelated } from '../../lists/search.ts';
import { exactNaira } from '../../shared/money.ts';
import { flagAnswers, frozenAnswer } from '../fraud/flag-answers.ts';

type TaskLogListRow = TaskLog & {
  userName: string | null;
  userEmail: string;
  userFrozenAt: Date | null;
  userFrozenReason: string | null;
  taskTitle: string;
  taskLink: string;
  reviewerName: string | null;
  reviewerEmail: string | null;
  reverserName: string | null;
  reverserEmail: string | null;
  awaitingApproval: string | null;
  claimerId: string | null;
  claimerName: string | null;
  claimedUntil: Date | null;
};

const taskLogToApi = (l: TaskLogListRow, flags: Awaited<ReturnType<typeof flagAnswers>>[number]) => ({
  _id: l.id,
  status: l.status,
  // Logs are written by the platform's user side: an amount beyond exact integers is null, never rounded.
  amount: exactNaira(l.amountKobo),
  createdAt: l.createdAt.toISOString(),
  userId: { _id: l.userId, name: l.userName, email: l.userEmail, frozen: frozenAnswer({ frozenAt: l.userFrozenAt, frozenReason: l.userFrozenReason }) },
  taskId: { _id: l.taskId, title: l.taskTitle, taskLink: l.taskLink },
  reviewedBy: l.reviewedBy ? { _id: l.reviewedBy, name: l.reviewerName, email: l.reviewerEmail ?? '' } : null,
  reviewedAt: l.reviewedAt?.toISOString() ?? null,
  reason: l.reason,
  reversedBy: l.reversedBy ? { _id: l.reversedBy, name: l.reverserName, email: l.reverserEmail ?? '' } : null,
  reversedAt: l.reversedAt?.toISOString() ?? null,
  reversalReason: l.reversalReason,
  proofUrl: l.proofUrl,
  proofImageUrl: l.proofImageUrl,
  flags,
  flagged: l.flagged,
  awaitingApproval: l.awaitingApproval,
  claimedBy: l.claimerId ? { _id: l.claimerId, name: l.claimerName ?? '' } : null,
  claimedUntil: l.claimerId ? (l.claimedUntil?.toISOString() ?? null) : null,
});

export type TaskLogAnswer = ReturnType<typeof taskLogToApi>;

const reversers = alias(admins, 'reversers');
const claimers = alias(admins, 'claimers');

/** The pending, unexpired approval request holding the log, if any (one primary-key read, only for logs that name one). */
export const heldBy = sql<
  string | null
>`(select ${approvalRequests.id} from ${approvalRequests} where ${approvalRequests.id} = ${taskLogs.approvalId} and ${approvalRequests.status} = 'pending' and ${approvalRequests.expiresAt} > now())`;

/**
 * Not held by a pending approval request. Written with the common case first (a log that names no
 * request) so that the planner walks the pending logs' index in order and stops at a page, instead of
 * reading and sorting every pending log.
 */
export const notHeldByApproval = sql`(${taskLogs.approvalId} is null or ${heldBy} is null)`;

/** Logs with the user and task they embed, and the admins who reviewed and reversed them. */
const joined = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(users, eq(users.id, taskLogs.userId))
    .innerJoin(tasks, eq(tasks.id, taskLogs.taskId))
    .leftJoin(admins, eq(admins.id, taskLogs.reviewedBy))
    .leftJoin(reversers, eq(reversers.id, taskLogs.reversedBy))
    // Who holds a pending log now (a live claim).
    .leftJoin(reviewClaims, and(eq(reviewClaims.taskLogId, taskLogs.id), liveClaim))
    .leftJoin(claimers, eq(claimers.id, reviewClaims.adminId));

/** Each sort has its index (schema/task-logs.ts); the status tabs read the status index newest first. Amounts are kobo; logs never reviewed sort first. */
const taskLogSorts = { amount: taskLogs.amountKobo, status: newestWithin, reviewedAt: sql`coalesce(${taskLogs.reviewedAt}, '-infinity'::timestamptz)` };

export const taskLogLister = createLister<TaskLogListRow, ReturnType<typeof taskLogToApi>>({
  rows: (db) =>
    joined(
      db
        .select({
          ...getTableColumns(taskLogs),
          userName: users.name,
          userEmail: users.email,
          userFrozenAt: users.frozenAt,
          userFrozenReason: users.frozenReason,
          taskTitle: tasks.title,
          taskLink: tasks.taskLink,
          reviewerName: admins.name,
          reviewerEmail: admins.email,
          reverserName: reversers.name,
          reverserEmail: reversers.email,
          awaitingApproval: heldBy,
          claimerId: claimers.id,
          claimerName: claimers.name,
          claimedUntil: reviewClaims.expiresAt,
        })
        .from(taskLogs)
        .$dynamic(),
    ),
  matching: (db) => db.select({ id: taskLogs.id }).from(taskLogs).$dynamic(),
  createdAt: taskLogs.createdAt,
  id: taskLogs.id,
  ...declaredList(taskLogDeclaration, taskLogs, {
    sorts: taskLogSorts,
    search: {
      userId: viaRelated(taskLogs.userId, users.id, [users.name, users.email]),
      taskId: viaRelated(taskLogs.taskId, tasks.id, [tasks.title], { few: true }),
    },
    filters: { taskId: taskLogs.taskId, userId: taskLogs.userId, approvalId: taskLogs.approvalId },
  }),
  toApi: async (rows, db) => {
    const flags = await flagAnswers(
      db,
      rows.map((row) => row.flags),
    );
    return rows.map((row, i) => taskLogToApi(row, flags[i]));
  },
});
