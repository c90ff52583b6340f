import { and, eq, sql } from 'drizzle-orm';
import { taskReversal } from '../../../entities/task-review.ts';
import type { Db } from '../../db/client.ts';
import { admins, approvalRequests, type ApprovalRequest } from '../../db/schema/index.ts';
import { conflict, forbidden, gone, recordNotFound } from '../../errors.ts';
import { exactNaira } from '../../shared/money.ts';
import { declaredText } from '../../shared/text.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import type { MoneySettings } from '../money/money-settings.ts';
import { reviewTaskLogs, type BulkReviewResult } from './task-reviews-bulk.ts';
import type { BeforeCredit, ReviewChecks, ReviewOutcome } from './task-reviews.ts';
import { reverseTaskLog } from './task-reversal.ts';
import { approvalLister, type ApprovalAnswer } from '../approvals/approvals.ts';

/** What approving ran: the request as it now stands, and the review's outcomes (a reversal is one confirmed-to-reversed log). */
export interface Approved {
  approval: ApprovalAnswer;
  result: { confirmed: number; reversed: number; skipped: number; results: { taskLogId: string; outcome: ReviewOutcome | 'reversed' }[] };
}

/** What running an approved request needs beyond its row: the money settings, the approver's credit check, whether a flag job runs. */
export interface ApprovalRun {
  money: MoneySettings;
  beforeCredit: BeforeCredit;
  holdUnchecked: boolean;
}

/**
 * Locks a request to decide it, after the deciding admin (`lockActor`) and before its logs, the
 * order every approval takes: 404 for none, 409 once decided (by whoever came first), 410 once
 * expired; approving one's own request is 403.
 */
async function lockPending(tx: Tx, me: LockedActor, id: string, decision: 'approve' | 'reject'): Promise<ApprovalRequest> {
  const [request] = await tx
    .select({ row: approvalRequests, expired: sql<boolean>`${approvalRequests.expiresAt} <= now()` })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, id))
    .for('update');
  if (!request) throw recordNotFound('Approval request', 'approvals');
  if (decision === 'approve' && request.row.requestedBy === me.id) throw forbidden('You asked for this: another admin must approve it', 'approval.own_request');
  if (request.row.status !== 'pending') throw conflict(`This request was already ${request.row.status}`, 'approval.decided', { status: request.row.status });
  if (request.expired) throw gone('This request expired before anyone approved it: ask again if it is still needed', 'approval.expired');
  return request.row;
}

/**
 * Approves a pending request of another admin and runs it exactly once, in the caller's write
 * transaction: its confirmation as a bulk review of its logs (the same outcomes: frozen users and,
 * unless it included them, flagged logs left out), or its reversal. A requester disabled since
 * cannot have their request approved (409). Audited as `approve` with both admins.
 */
export async function approveRequest(tx: Tx, me: LockedActor, id: string, run: ApprovalRun): Promise<Approved> {
  const request = await lockPending(tx, me, id, 'approve');
  const [requester] = await tx.select({ disabled: admins.disabled }).from(admins).where(eq(admins.id, request.requestedBy));
  if (requester.disabled)
    throw conflict('The admin who asked for this was disabled since: reject it, or ask again as someone who may', 'approval.requester_disabled');
  const checks = { approvalId: request.id, beforeCredit: run.beforeCredit };
  const result = request.action === 'confirm' ? await runConfirmation(tx, me, request, run, checks) : await runReversal(tx, me, request, run, checks);
  await decide(tx, me, request, 'approved', null, { confirmed: result.confirmed, reversed: result.reversed, skipped: result.skipped });
  return { approval: (await approvalLister.one(tx as Db, request.id))!, result };
}

async function runConfirmation(tx: Tx, me: LockedActor, request: ApprovalRequest, run: ApprovalRun, checks: ReviewChecks): Promise<Approved['result']> {
  const review = { action: 'confirm' as const, includeFlagged: request.includeFlagged, holdUnchecked: run.holdUnchecked };
  const done = (await reviewTaskLogs(tx, me, request.taskLogIds, review, checks)) as BulkReviewResult;
  return { confirmed: done.confirmed, reversed: 0, skipped: done.skipped, results: done.results };
}

async function runReversal(tx: Tx, me: LockedActor, request: ApprovalRequest, run: ApprovalRun, checks: ReviewChecks): Promise<Approved['result']> {
  const [taskLogId] = request.taskLogIds;
  await reverseTaskLog(tx, me, taskLogId, request.reason ?? '', run.money, checks);
  return { confirmed: 0, reversed: 1, skipped: 0, results: [{ taskLogId, outcome: 'reversed' as const }] };
}

/** Rejects a pending request (its requester may withdraw it too): nothing moves, its logs are free again. Audited as `reject` with the reason. */
export async function rejectRequest(tx: Tx, me: LockedActor, id: string, reason: string): Promise<ApprovalAnswer> {
  const why = declaredText(reason, taskReversal.fields.reason, 'reason');
  const request = await lockPending(tx, me, id, 'reject');
  await decide(tx, me, request, 'rejected', why, null);
  return (await approvalLister.one(tx as Db, request.id))!;
}

async function decide(tx: Tx, me: LockedActor, request: ApprovalRequest, status: 'approved' | 'rejected', reason: string | null, outcome: object | null) {
  await tx
    .update(approvalRequests)
    .set({ status, decidedBy: me.id, decidedAt: new Date(), decisionReason: reason, outcome })
    .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.status, 'pending')));
  const details = {
    action: request.action,
    total: exactNaira(request.totalKobo),
    count: request.count,
    requestedBy: request.requestedBy,
    ...(reason && { reason }),
    ...(outcome && { outcome }),
  };
  await recordAudit(tx, { by: me, action: status === 'approved' ? 'approve' : 'reject', entity: 'approval', entityId: request.id, details });
}
