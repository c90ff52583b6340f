import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TASK_REWARD_SERVICE, taskRewardReference } from './task-rewards.ts';
import { taskReview, type ReviewAction } from '../../../entities/task-review.ts';
import { taskLogs, transactions, users, type TaskLog } from '../../db/schema/index.ts';
import { badRequest, conflict, PG_CHECK_VIOLATION, pgErrorCode, recordNotFound } from '../../errors.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import { exactNaira, MAX_KOBO } from '../../shared/money.ts';
import { taskLogLister, type TaskLogAnswer } from './task-logs.ts';
import type { ApprovalAnswer } from '../approvals/approvals.ts';
import type { ApprovalGate } from '../approvals/approval-requests.ts';
import { heldByRequest, heldLogs } from '../approvals/approval-holds.ts';
import { declaredText } from '../../shared/text.ts';
import { claimedBy, claimsOfOthers, releaseClaims, type Claim } from './review-claims.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';

export type { ReviewAction };
export const reviewOutcome = { confirm: 'confirmed', reject: 'rejected' } as const;

export interface Review {
  action: ReviewAction;
  /** Bulk confirmations leave flagged logs out unless this is true. */
  includeFlagged?: boolean;
  /** Whether a flag job runs here: only then do bulk confirmations leave out logs it has not checked yet. */
  holdUnchecked?: boolean;
  /** Why a rejection was made (its declared length once trimmed); a confirmation takes none. */
  reason?: string;
}

/** The review's reason as stored: trimmed, or a 400 naming `reason`. */
export function reviewReason({ action, reason }: Review): string | null {
  if (reason === undefined) return null;
  if (action === 'confirm') throw badRequest('reason is only given with action "reject"', 'review.reason_with_confirm');
  return declaredText(reason, taskReview.fields.reason, 'reason');
}

/**
 * Reviews a pending log exactly once, inside the caller's write transaction (`by` its re-read
 * actor). The conditional update (`… where status = 'pending'`) is the guard: of two concurrent
 * reviews the second waits for the first's row lock, then matches nothing and answers 409. A
 * confirm credits the log's amount to the user and writes the ledger entry in the same
 * transaction, so balances always equal ledgers.
 * A confirm also requires the amount to be creditable (0 to MAX_KOBO): the platform's user side
 * writes logs, and one written before the database checked amounts may hold anything.
 */
export async function reviewTaskLog(tx: Tx, by: LockedActor, taskLogId: string, review: Review, checks: ReviewChecks = {}): Promise<ReviewedOrRequested> {
  const locked = await lockForReview(tx, [taskLogId], review.action, runByOf(by, checks));
  const held = locked.held.get(taskLogId);
  if (held) throw heldByRequest(held);
  const claim = locked.claimed.get(taskLogId);
  if (claim) throw claimedBy(claim);
  if (review.action === 'confirm' && locked.logs.some((log) => locked.frozenUsers.has(log.userId))) {
    throw conflict('This user is frozen: their submissions cannot be confirmed until they are unfrozen. Reject it, or unfreeze the user first.', 'user.frozen');
  }
  if (review.action === 'confirm') {
    const approval = await checks.gate?.({ taskLogIds: locked.logs.map((log) => log.id), kobo: creditOf(locked.logs) });
    if (approval) return { approval };
    await checks.beforeCredit?.(creditOf(locked.logs));
  }
  const outcome = await applyReview(tx, by, taskLogId, review.action, reviewReason(review));
  if (outcome === 'not_found') throw recordNotFound('Task log', 'tasksLog');
  if (outcome === 'cannot_confirm') throw conflict(UNCREDITABLE, 'review.uncreditable');
  if (outcome === 'already_reviewed') throw conflict('Task already reviewed', 'review.already_reviewed');
  return (await taskLogLister.one(tx as Db, taskLogId))!;
}

/** A review's answer: the reviewed log, or the approval request it became (four eyes). */
export type ReviewedOrRequested = TaskLogAnswer | { approval: ApprovalAnswer };

/**
 * What may stop or turn a review that moves money: `gate` may make it an approval request instead;
 * `beforeCredit` may refuse it (a step-up); `approvalId` is the approved request running it, whose
 * own hold on its logs does not stop it.
 */
export interface ReviewChecks {
  gate?: ApprovalGate;
  beforeCredit?: BeforeCredit;
  approvalId?: string;
}

/** Called once the logs are locked with what confirming them would credit (kobo); it may refuse (a step-up). */
export type BeforeCredit = (kobo: number) => Promise<void>;

/** The pending logs a review locked, and which of their users are frozen (read under the users' locks, when confirming). */
export interface ReviewLocks {
  /** `unchecked`: the flag job has not yet keyed its proof link or read its screenshot. */
  logs: { id: string; userId: string; amountKobo: number; flagged: boolean; unchecked: boolean; approvalId: string | null }[];
  frozenUsers: Set<string>;
  /** The logs a pending approval request holds (log id → request id), but `approvalId`'s. */
  held: Map<string, string>;
  /** The logs another reviewer holds (log id → their claim); none for an approved request running. */
  claimed: Map<string, Claim>;
}

/**
 * Locks what reviews of these logs will change, in one order for every review: after the reviewer
 * (`lockActor`), the pending logs by id, then (to confirm) their users by id; the status counts are
 * taken last, by the log updates' trigger. Concurrent single and bulk reviews, freezes and the flag
 * job then wait for each other instead of deadlocking, and a freeze either lands before a
 * confirmation reads it or after it has finished.
 * `runBy` is the reviewer (whose own claims do not stop them), or the approved request running.
 */
export async function lockForReview(tx: Tx, taskLogIds: string[], action: ReviewAction, runBy: RunBy): Promise<ReviewLocks> {
  const approvalId = runBy.approvalId;
  const logs = await tx
    .select({
      id: taskLogs.id,
      userId: taskLogs.userId,
      amountKobo: taskLogs.amountKobo,
      flagged: taskLogs.flagged,
      unchecked: notYetChecked,
      approvalId: taskLogs.approvalId,
    })
    .from(taskLogs)
    .where(and(inArray(taskLogs.id, taskLogIds), eq(taskLogs.status, 'pending')))
    .orderBy(taskLogs.id)
    .for('update');
  const held = await heldLogs(tx, logs, approvalId);
  // A second admin approving a request runs what it holds, whoever claimed it since.
  const claimed = runBy.reviewerId
    ? await claimsOfOthers(
        tx,
        logs.map((log) => log.id),
        runBy.reviewerId,
      )
    : new Map<string, Claim>();
  if (action !== 'confirm' || !logs.length) return { logs, frozenUsers: new Set(), held, claimed };
  const userIds = [...new Set(logs.map((log) => log.userId))].sort();
  const locked = await tx.select({ id: users.id, frozenAt: users.frozenAt }).from(users).where(inArray(users.id, userIds)).orderBy(users.id).for('update');
  return { logs, frozenUsers: new Set(locked.filter((user) => user.frozenAt).map((user) => user.id)), held, claimed };
}

/** A log the flag job has not finished with: its link not keyed yet, or its screenshot not read once. */
const notYetChecked = sql<boolean>`(${taskLogs.flagsCheckedAt} is null or (${taskLogs.proofImageUrl} is not null and ${taskLogs.proofImageSha256} is null and ${taskLogs.proofImageProblem} is null and ${taskLogs.proofImageNextAt} is not null))`;

/** What confirming these logs would credit, in kobo: the creditable ones' amounts. */
export const creditOf = (logs: ReviewLocks['logs']) =>
  logs.reduce((sum, log) => sum + (log.amountKobo >= 0 && log.amountKobo <= MAX_KOBO ? log.amountKobo : 0), 0);

export type ReviewOutcome =
  'confirmed' | 'rejected' | 'already_reviewed' | 'not_found' | 'cannot_confirm' | 'flagged' | 'unchecked' | 'frozen' | 'awaiting_approval' | 'claimed';

/** Who runs a review: a reviewer (`reviewerId`), or the approved request (`approvalId`) a second admin runs. */
export type RunBy = { reviewerId: string; approvalId?: undefined } | { approvalId: string; reviewerId?: undefined };
export const runByOf = (by: LockedActor, checks: ReviewChecks): RunBy => (checks.approvalId ? { approvalId: checks.approvalId } : { reviewerId: by.id });

/**
 * The review of one log and what came of it: the log's status change, its credit and its audit row,
 * or why nothing was done. A confirmation that would overflow the user's balance throws (409).
 */
export async function applyReview(tx: Tx, by: LockedActor, taskLogId: string, action: ReviewAction, reason: string | null): Promise<ReviewOutcome> {
  const [log] = await tx
    .update(taskLogs)
    .set({ status: reviewOutcome[action], reviewedBy: by.id, reviewedAt: new Date(), reason })
    .where(and(eq(taskLogs.id, taskLogId), eq(taskLogs.status, 'pending'), action === 'confirm' ? creditable : undefined))
    .returning();
  if (!log) {
    const [existing] = await tx.select({ status: taskLogs.status }).from(taskLogs).where(eq(taskLogs.id, taskLogId));
    if (!existing) return 'not_found';
    return existing.status === 'pending' ? 'cannot_confirm' : 'already_reviewed';
  }
  if (action === 'confirm') await creditReward(tx, log);
  await releaseClaims(tx, [log.id]);
  const details = { action, amount: exactNaira(log.amountKobo), ...(reason !== null && { reason }) };
  await recordAudit(tx, { by, action: 'review', entity: 'task-log', entityId: log.id, details });
  return reviewOutcome[action];
}

const creditable = sql`${taskLogs.amountKobo} between 0 and ${MAX_KOBO}`;
const UNCREDITABLE = 'This submission cannot be confirmed: its amount is negative or too large to credit exactly. Reject it instead.';
const BALANCE_FULL = "This submission cannot be confirmed: crediting it would take the user's balance beyond the largest amount the ledger holds exactly.";

/** The user's balance and their ledger move together: one credit row per confirmed log. */
async function creditReward(tx: Tx, log: TaskLog) {
  await tx
    .update(users)
    .set({ balanceKobo: sql`${users.balanceKobo} + ${log.amountKobo}` })
    .where(eq(users.id, log.userId))
    .catch((error: unknown) => {
      throw pgErrorCode(error) === PG_CHECK_VIOLATION ? conflict(BALANCE_FULL, 'review.balance_full') : error;
    });
  await tx.insert(transactions).values({
    userId: log.userId,
    transactionId: transactionId(new Date()),
    // One reward per log: the unique reference would refuse a second credit even if the guard failed.
    reference: taskRewardReference(log.id),
    status: 'success',
    amountKobo: log.amountKobo,
    transactionType: 'credit',
    transactionServices: TASK_REWARD_SERVICE,
  });
}

/** `TX` + yymmdd + 10 random digits, like the platform's own transaction ids. */
export const transactionId = (at: Date) => `TX${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(1e10)).padStart(10, '0')}`;
