import { taskLogCounts } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import type { Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import { applyReview, creditOf, lockForReview, reviewReason, type BeforeCredit, type Review, type ReviewOutcome } from './task-reviews.ts';

export interface BulkReviewResult {
  confirmed: number;
  rejected: number;
  /** Logs left as they were: already reviewed, not found, not creditable, flagged or frozen. */
  skipped: number;
  /** Of those, flagged logs a confirmation left out, logs not checked yet, and logs of frozen users. */
  flagged: number;
  unchecked: number;
  frozen: number;
  results: { taskLogId: string; outcome: ReviewOutcome }[];
}

/**
 * Reviews many logs in the caller's write transaction (`by` its re-read actor), each exactly as a
 * single review does (status, credit, audit row), after locking them all as a single review locks
 * one (`lockForReview`): a log another review took first is `already_reviewed`. A confirmation
 * leaves out frozen users' logs (`frozen`), and flagged logs (`flagged`) and logs the flag job has
 * not finished with (`unchecked`) unless `includeFlagged`.
 * A confirmation that would overflow its user's balance is undone alone (a savepoint) and skipped.
 */
export async function reviewTaskLogs(tx: Tx, by: LockedActor, taskLogIds: string[], review: Review, beforeCredit?: BeforeCredit): Promise<BulkReviewResult> {
  const reason = reviewReason(review);
  const sorted = [...taskLogIds].sort();
  const locked = await lockForReview(tx, sorted, review.action);
  const heldBack = new Map<string, ReviewOutcome>();
  if (review.action === 'confirm') {
    for (const log of locked.logs) {
      if (locked.frozenUsers.has(log.userId)) heldBack.set(log.id, 'frozen');
      else if (log.flagged && !review.includeFlagged) heldBack.set(log.id, 'flagged');
      else if (log.unchecked && review.holdUnchecked && !review.includeFlagged) heldBack.set(log.id, 'unchecked');
    }
  }
  await beforeCredit?.(creditOf(locked.logs.filter((log) => !heldBack.has(log.id))));
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
    results,
  };
}

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
