import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, reviewClaims, taskLogs } from '../../db/schema/index.ts';
import { recordNotFound } from '../../errors.ts';
import { recordAudit } from '../../writes/audit.ts';
import { writeTransaction, type Actor } from '../../writes/write-transaction.ts';
import { claimQueue, freeFor, type Reviewer } from './review-claims.ts';
import { notHeldByApproval, taskLogLister } from './task-logs.ts';

export interface QueueQuery {
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
  taskId?: string;
  userId?: string;
  flagged?: boolean;
}

/** What the queue offers beyond pending and free for the reviewer: its equality filters, and no log an approval request holds. */
export const queueCondition = (query: Pick<QueueQuery, 'taskId' | 'userId' | 'flagged'>) =>
  and(
    query.taskId ? eq(taskLogs.taskId, query.taskId) : undefined,
    query.userId ? eq(taskLogs.userId, query.userId) : undefined,
    query.flagged === undefined ? undefined : eq(taskLogs.flagged, query.flagged),
    notHeldByApproval,
  );

/**
 * A reviewer's page of the queue, claimed for them: the rows they hold and free ones, oldest first,
 * with how many wait for them (pending, not held by another reviewer nor by an approval request)
 * and how many other reviewers hold (an empty queue says its rows are in other hands).
 */
export async function reviewQueuePage(db: Db, reviewer: Reviewer, query: QueueQuery, claimMinutes: number) {
  const where = queueCondition(query);
  const ids = await claimQueue(db, reviewer, { page: query.page, perPage: query.perPage, order: query.order, where }, claimMinutes);
  const [rows, [{ total, heldByOthers }]] = await Promise.all([
    ids.length
      ? taskLogLister.page(db, { mode: 'page', page: 1, perPage: ids.length, ids, filters: {}, sort: 'createdAt', order: query.order })
      : Promise.resolve({ data: [] }),
    db
      .select({
        total: sql<number>`count(*) filter (where ${freeFor(reviewer.actor.id)})::int`,
        heldByOthers: sql<number>`count(*) filter (where not ${freeFor(reviewer.actor.id)})::int`,
      })
      .from(taskLogs)
      .where(and(eq(taskLogs.status, 'pending'), where)),
  ]);
  return { data: rows.data, meta: { total, heldByOthers, page: query.page, perPage: query.perPage, claimMinutes } };
}

/**
 * An admin ends another reviewer's hold on a submission (audited with whose it was), so someone
 * else may review it: for `claimMinutes` it is free for everyone but that reviewer, whose open
 * queue would otherwise take it straight back.
 */
export async function releaseClaim(db: Db, actor: Actor, taskLogId: string, claimMinutes: number) {
  return writeTransaction(db, actor, async (tx, me) => {
    const [held] = await tx
      .update(reviewClaims)
      .set({ releasedAt: sql`now()`, expiresAt: sql`now() + make_interval(mins => ${claimMinutes}::int)` })
      .where(and(eq(reviewClaims.taskLogId, taskLogId), isNull(reviewClaims.releasedAt), sql`${reviewClaims.expiresAt} > now()`))
      .returning({ adminId: reviewClaims.adminId });
    if (!held) throw recordNotFound('Claim', 'tasksLog');
    const [holder] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, held.adminId));
    await recordAudit(tx, { by: me, action: 'release-claim', entity: 'task-log', entityId: taskLogId, details: { heldBy: holder?.name ?? null } });
    return { taskLogId, heldBy: holder?.name ?? null };
  });
}
