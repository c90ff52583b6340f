import { inArray, sql } from 'drizzle-orm';
import type { ApprovalAction } from '../../../entities/approval-request.ts';
import type { Db } from '../../db/client.ts';
import { approvalRequests, taskLogs } from '../../db/schema/index.ts';
import { exactNaira } from '../../shared/money.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import type { MoneySettings } from '../money/money-settings.ts';
import { approvalLister, type ApprovalAnswer } from './approvals.ts';

/** What a review or reversal would do, once its logs are locked: the logs it would credit or debit, and how much in all (kobo). */
export interface MoneyMove {
  taskLogIds: string[];
  kobo: number;
}

/**
 * Called once a review's or reversal's logs are locked: a move of at least APPROVAL_NAIRA becomes an
 * approval request (answered instead, nothing else written); a smaller one goes on (null).
 */
export type ApprovalGate = (move: MoneyMove) => Promise<ApprovalAnswer | null>;

/** What the request will run once approved, beyond its logs. */
export interface RequestedAction {
  action: ApprovalAction;
  includeFlagged?: boolean;
  reason?: string;
}

/** The gate of a write transaction (`me` its re-read actor): `settings.approvalKobo` and up waits for another admin. */
export const approvalGate =
  (tx: Tx, me: LockedActor, settings: MoneySettings, requested: RequestedAction): ApprovalGate =>
  async (move) => {
    if (move.kobo < settings.approvalKobo || !move.taskLogIds.length) return null;
    return requestApproval(tx, me, move, requested, settings.approvalHours);
  };

/**
 * Stores the request and holds its logs (locked by the caller) until it is decided or expires:
 * nobody reviews or reverses them meanwhile. Audited as `approval-request`.
 */
async function requestApproval(tx: Tx, me: LockedActor, move: MoneyMove, requested: RequestedAction, hours: number): Promise<ApprovalAnswer> {
  const [request] = await tx
    .insert(approvalRequests)
    .values({
      action: requested.action,
      taskLogIds: move.taskLogIds,
      includeFlagged: requested.includeFlagged ?? false,
      reason: requested.reason ?? null,
      totalKobo: move.kobo,
      count: move.taskLogIds.length,
      requestedBy: me.id,
      expiresAt: sql`now() + make_interval(hours => ${hours}::int)`,
    })
    .returning({ id: approvalRequests.id });
  await tx.update(taskLogs).set({ approvalId: request.id }).where(inArray(taskLogs.id, move.taskLogIds));
  const details = {
    action: requested.action,
    total: exactNaira(move.kobo),
    count: move.taskLogIds.length,
    ...(requested.reason && { reason: requested.reason }),
  };
  await recordAudit(tx, { by: me, action: 'approval-request', entity: 'approval', entityId: request.id, details });
  return (await approvalLister.one(tx as Db, request.id))!;
}
