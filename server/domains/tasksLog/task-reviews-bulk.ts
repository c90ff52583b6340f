import { taskLogCounts } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import type { Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import type { ApprovalAnswer } from '../approvals/approvals.ts';
import { applyReview, creditOf, lockForReview, reviewReason, runByOf, type Review, type ReviewChecks, type ReviewOutcome } from './task-reviews.ts';

export interface BulkReviewResult {
  confirmed: number;
  rejected: number;
  /** Logs left as they were: already reviewed, not found, not creditable, flagged, frozen, held by an approval request or by another reviewer. */
  skipped: number;
  /** Of those, flagged logs a confirmation left out, logs not checked yet, and logs of frozen users. */
  flagged: number;
  unchecked: number;
  frozen: number;
  /** Of those, logs a pending approval request holds. */
  awaitingApproval: number;
  /** Of those, logs another reviewer holds (their claim). */
  claimed: number;
  results: { taskLogId: string; outcome: ReviewOutcome }[];
}

/**
 * Reviews many logs in the caller's write transaction (`by` its re-read actor), each exactly as a
 * single review does (status, credit, audit row), after locking them all as a single review locks
 * one (`lockForReview`): a log another review took first is `already_reviewed`. A confirmation
 * leaves out frozen users' logs (`frozen`), and flagged logs (`flagged`) and logs the flag job has
 * not finished with (`unchecked`) unless `includeFlagged`.
 * A confirmation that would overflow its user's balance is undone alone (a savepoint) and skipped.
 * Logs a pending approval request holds are left as they are (`awaiting_approval`), and so are
 * logs another reviewer holds (`claimed`). A confirmation
 * the gate turns into an approval request answers that request and reviews nothing.
 */
export async function reviewTaskLogs(tx: Tx, by: LockedActor, taskLogIds: string[], review: Review, checks: ReviewChecks = {}): Promise<BulkReviewed> {
  const reason = reviewReason(review);
  const sorted = [...taskLogIds].sort();
  const locked = await lockForReview(tx, sorted, review.action, runByOf(by, checks));
  const heldBack = new Map<string, ReviewOutcome>();
  for (const log of locked.logs) {
    if (locked.held.has(log.id)) heldBack.set(log.id, 'awaiting_approval');
    else if (locked.claimed.has(log.id)) heldBack.set(log.id, 'claimed');
    else if (review.action !== 'confirm') continue;
    else if (locked.frozenUsers.has(log.userId)) heldBack.set(log.id, 'frozen');
    else if (log.flagged && !review.includeFlagged) heldBack.set(log.id, 'flagged');
    else if (log.unchecked && review.holdUnchecked && !review.includeFlagged) heldBack.set(log.id, 'unchecked');
  }
  if (review.action === 'confirm') {
    const toCredit = locked.logs.filter((log) => !heldBack.has(log.id));
    const approval = await checks.gate?.({ taskLogIds: toCredit.map((log) => log.id), kobo: creditOf(toCredit) });
    if (approval) return { approval };
    await checks.beforeCredit?.(creditOf(toCredit));
  }
  const outcomes = new Map<string, ReviewOutcome>();
  for (const id of sorted) outcomes.set(id, heldBack.get(id) ?? (await reviewOne(tx, by, id, review, reason)));
  const results = taskLogIds.map((taskLogId) => ({ taskLogId, outcome: outcomes.get(taskLogId)! }));
  const count = (outcome: ReviewOutcome) => results.filter((r) => r.outcome === outcome).length;
  const confirmed = count('confirmed');
  const rejected = count('rejected');
  return {
    confirmed,
    rejected,
    skipped: results.length - confirmed - rejected,
    flagged: count('flagged'),
    unchecked: count('unchecked'),
    frozen: count('frozen'),
    awaitingApproval: count('awaiting_approval'),
    claimed: count('claimed'),
    results,
  };
}

/** A bulk review's answer: what it did, or the approval request it became (four eyes). */
export type BulkReviewed = BulkReviewResult | { approval: ApprovalAnswer };

function reviewOne(tx: Tx, by: LockedActor, id: string, review: Review, reason: string | null): Promise<ReviewOutcome> {
  if (review.action === 'reject') return applyReview(tx, by, id, 'reject', reason);
  return (tx as Extract<Tx, { transaction: unknown }>)
    .transaction((savepoint) => applyReview(savepoint, by, id, 'confirm', null))
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) return 'cannot_confirm' as const;
      throw error;
    });
}

/** How many logs wait for review (and of them are flagged) and how many were confirmed, rejected and reversed: exact, five rows read. */
export async function taskLogCountsByStatus(tx: Tx) {
  const rows = await tx.select().from(taskLogCounts);
  const total = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { pending: total('pending'), confirmed: total('confirmed'), rejected: total('rejected'), reversed: total('reversed'), flagged: total('flagged') };
}
