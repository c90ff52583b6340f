import { and, asc, desc, eq, gt, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, reviewClaims, taskLogs } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { Tx } from '../../writes/audit.ts';
import { notifyChange } from '../../writes/change-notice.ts';
import { writeTransaction, type Actor } from '../../writes/write-transaction.ts';
import { liveClaim } from './live-claim.ts';

/** Who holds a submission, and until when. */
export interface Claim {
  adminId: string;
  by: string;
  until: Date;
}

/** The live claims of other reviewers on these submissions (submission id → claim). */
export async function claimsOfOthers(tx: Tx, taskLogIds: string[], reviewerId: string): Promise<Map<string, Claim>> {
  if (!taskLogIds.length) return new Map();
  const rows = await tx
    .select({ taskLogId: reviewClaims.taskLogId, adminId: reviewClaims.adminId, by: admins.name, until: reviewClaims.expiresAt })
    .from(reviewClaims)
    .innerJoin(admins, eq(admins.id, reviewClaims.adminId))
    .where(and(inArray(reviewClaims.taskLogId, taskLogIds), ne(reviewClaims.adminId, reviewerId), liveClaim));
  return new Map(rows.map(({ taskLogId, ...claim }) => [taskLogId, claim]));
}

/** 409 `review.claimed`: another reviewer holds the submission (who, and until when). */
export const claimedBy = (claim: Claim) =>
  conflict(`Being reviewed by ${claim.by} until ${claim.until.toISOString()}: their claim must end or be released first.`, 'review.claimed', {
    by: claim.by,
    until: claim.until.toISOString(),
  });

/** A reviewed submission is nobody's to hold any more. */
export const releaseClaims = (tx: Tx, taskLogIds: string[]) =>
  taskLogIds.length ? tx.delete(reviewClaims).where(inArray(reviewClaims.taskLogId, taskLogIds)) : Promise.resolve();

/** A pending submission no one else holds (no live claim of another reviewer), and not one an admin released from this reviewer a moment ago. */
export const freeFor = (reviewerId: string): SQL =>
  notExists(
    sql`(select 1 from ${reviewClaims} where ${reviewClaims.taskLogId} = ${taskLogs.id} and ((${ne(reviewClaims.adminId, reviewerId)} and ${liveClaim}) or (${eq(reviewClaims.adminId, reviewerId)} and ${releasedFromThem})))`,
  );

/** An admin released the claim from its reviewer, who may not take it back before `expiresAt`. */
const releasedFromThem = sql`${reviewClaims.releasedAt} is not null and ${reviewClaims.expiresAt} > now()`;

export interface QueueRequest {
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
  /** Equality filters on the submissions (task, user, flagged). */
  where?: SQL;
}

/** The reviewer claiming: their account as the request names it (re-read in the claim's transaction), name and session. */
export interface Reviewer {
  actor: Actor;
  name: string;
  sessionId: string;
}

/** How often a page is read again when other reviewers took some of its rows between the read and the claim. */
const CLAIM_ATTEMPTS = 3;

/**
 * Claims a page of the queue for a reviewer: the pending submissions free for them (their own
 * claims and unclaimed ones), oldest first unless `order` says otherwise, held for `minutes` from
 * now. The page is read and claimed in one transaction that locks its rows and skips rows other
 * reviewers are claiming at that moment (`FOR UPDATE SKIP LOCKED`), so reviewers opening the queue
 * together get different rows at once. A claim's row key arbitrates what slips through: the first
 * insert holds it, and a later conditional update takes it only if it is free; a page that lost
 * rows that way is read again, up to a few times. Answers the ids held, in order.
 */
export async function claimQueue(db: Db, reviewer: Reviewer, request: QueueRequest, minutes: number): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const { candidates, held } = await writeTransaction(db, reviewer.actor, async (tx) => {
      const ids = (await queuePage(tx, reviewer.actor.id, request)).map((row) => row.id);
      return { candidates: ids, held: await holdFor(tx, reviewer, ids, minutes) };
    });
    if (held.length === candidates.length || attempt === CLAIM_ATTEMPTS) return candidates.filter((id) => held.includes(id));
  }
}

/** The ids of a page of the queue free for the reviewer, in order, locked, skipping rows being claimed. */
export function queuePage(db: Db | Tx, reviewerId: string, request: QueueRequest) {
  const order = request.order === 'asc' ? asc : desc;
  return db
    .select({ id: taskLogs.id })
    .from(taskLogs)
    .where(and(eq(taskLogs.status, 'pending'), request.where, freeFor(reviewerId)))
    .orderBy(order(taskLogs.createdAt), order(taskLogs.id))
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage)
    .for('update', { skipLocked: true });
}

/** Inserts or renews the reviewer's claims on these rows where no one else holds them; announces the rows newly taken. */
async function holdFor(tx: Tx, reviewer: Reviewer, taskLogIds: string[], minutes: number): Promise<string[]> {
  if (!taskLogIds.length) return [];
  const before = await tx
    .select({ id: reviewClaims.taskLogId })
    .from(reviewClaims)
    .where(
      and(
        inArray(reviewClaims.taskLogId, taskLogIds),
        eq(reviewClaims.adminId, reviewer.actor.id),
        isNull(reviewClaims.releasedAt),
        gt(reviewClaims.expiresAt, sql`now()`),
      ),
    );
  const expiresAt = sql`now() + make_interval(mins => ${minutes}::int)`;
  const rows = await tx
    .insert(reviewClaims)
    .values(taskLogIds.map((taskLogId) => ({ taskLogId, adminId: reviewer.actor.id, sessionId: reviewer.sessionId, expiresAt })))
    .onConflictDoUpdate({
      target: reviewClaims.taskLogId,
      set: { adminId: reviewer.actor.id, sessionId: reviewer.sessionId, expiresAt, releasedAt: null },
      // Own and still held, or no longer live, unless an admin released it from this reviewer a moment ago.
      setWhere: sql`(${reviewClaims.adminId} = ${reviewer.actor.id} and ${reviewClaims.releasedAt} is null) or (not ${liveClaim} and not (${reviewClaims.adminId} = ${reviewer.actor.id} and ${releasedFromThem}))`,
    })
    .returning({ id: reviewClaims.taskLogId });
  const held = rows.map((row) => row.id);
  // Others' queues drop rows newly taken; a renewal changes nothing they show.
  if (held.length > before.length) await notifyChange(tx, { resource: 'tasksLog', action: 'claim', by: reviewer.name });
  return held;
}

/** Keeps a reviewer's live claims for another `minutes` (while they work on the page). Answers how many. */
export async function renewClaims(db: Db, actor: Actor, minutes: number): Promise<number> {
  return writeTransaction(db, actor, async (tx) => {
    const rows = await tx
      .update(reviewClaims)
      .set({ expiresAt: sql`now() + make_interval(mins => ${minutes}::int)` })
      .where(and(eq(reviewClaims.adminId, actor.id), isNull(reviewClaims.releasedAt), gt(reviewClaims.expiresAt, sql`now()`)))
      .returning({ id: reviewClaims.taskLogId });
    return rows.length;
  });
}

/** Signing out releases what that session held. */
export async function releaseSessionClaims(db: Db, sessionId: string, name: string) {
  await db.transaction(async (tx) => {
    const rows = await tx.delete(reviewClaims).where(eq(reviewClaims.sessionId, sessionId)).returning({ id: reviewClaims.taskLogId });
    if (rows.length) await notifyChange(tx, { resource: 'tasksLog', action: 'release', by: name });
  });
}

/** A reviewer leaves the queue (a break, the end of a shift): what they hold is free for the others at once. Answers how many. */
export async function leaveQueue(db: Db, actor: Actor, name: string): Promise<number> {
  return writeTransaction(db, actor, async (tx) => {
    const rows = await tx
      .delete(reviewClaims)
      .where(and(eq(reviewClaims.adminId, actor.id), isNull(reviewClaims.releasedAt)))
      .returning({ id: reviewClaims.taskLogId, live: sql<boolean>`${reviewClaims.expiresAt} > now()` });
    if (rows.length) await notifyChange(tx, { resource: 'tasksLog', action: 'release', by: name });
    // What was still held: expired claims are deleted with them, but were nobody's any more.
    return rows.filter((row) => row.live).length;
  });
}
