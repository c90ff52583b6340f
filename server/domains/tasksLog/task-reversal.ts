import { and, eq, sql } from 'drizzle-orm';
import { taskReversal } from '../../../entities/task-review.ts';
import type { Db } from '../../db/client.ts';
import { taskLogs, transactions, users } from '../../db/schema/index.ts';
import { conflict, PG_CHECK_VIOLATION, pgErrorCode, recordNotFound } from '../../errors.ts';
import { exactNaira } from '../../shared/money.ts';
import { declaredText } from '../../shared/text.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import type { MoneySettings } from '../money/money-settings.ts';
import { taskLogLister } from './task-logs.ts';
import { TASK_REWARD_REVERSAL_SERVICE, taskRewardReference, taskRewardReversalReference } from './task-rewards.ts';
import { transactionId, type ReviewChecks, type ReviewedOrRequested } from './task-reviews.ts';
import { heldByRequest, heldLogs } from '../approvals/approval-holds.ts';

/** What reversing a confirmed log takes back, once it is locked: the amount (kobo), the user and the credit. */
export interface LockedReversal {
  log: { id: string; userId: string; amountKobo: number };
  creditId: string;
}

/**
 * Locks a confirmed log for reversal (after the reviewer, like reviews: the log, then its user) and
 * finds the credit its confirmation wrote. 404 for no such log; 409 for one already reversed, not
 * confirmed, or whose credit is not in the ledger.
 */
export async function lockForReversal(tx: Tx, taskLogId: string, approvalId?: string): Promise<LockedReversal> {
  const [log] = await tx
    .select({ id: taskLogs.id, userId: taskLogs.userId, amountKobo: taskLogs.amountKobo, status: taskLogs.status, approvalId: taskLogs.approvalId })
    .from(taskLogs)
    .where(eq(taskLogs.id, taskLogId))
    .for('update');
  if (!log) throw recordNotFound('Task log', 'tasksLog');
  const held = (await heldLogs(tx, [log], approvalId)).get(log.id);
  if (held) throw heldByRequest(held);
  if (log.status === 'reversed') throw conflict("This submission's credit was already reversed", 'reversal.already_reversed');
  if (log.status !== 'confirmed') throw conflict('Only a confirmed submission can be reversed', 'reversal.not_confirmed');
  const [credit] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.reference, taskRewardReference(log.id)), eq(transactions.transactionType, 'credit'), eq(transactions.status, 'success')));
  if (!credit) throw conflict("This submission's credit is not in the ledger: there is nothing to reverse", 'reversal.no_credit');
  return { log, creditId: credit.id };
}

/**
 * Reverses a confirmed log's credit exactly once, inside the caller's write transaction: one debit
 * linked to the credit, the user's balance down by the amount, the log `reversed` with who, when and
 * why, and an audit row. A balance that would go below zero is 409 `balance.insufficient` unless the
 * settings allow it. `checks.gate` may make it an approval request instead (answered then, nothing
 * else written); `checks.beforeCredit` may refuse it (a step-up).
 */
export async function reverseTaskLog(
  tx: Tx,
  by: LockedActor,
  taskLogId: string,
  reason: string,
  settings: MoneySettings,
  checks: ReviewChecks = {},
): Promise<ReviewedOrRequested> {
  const why = declaredText(reason, taskReversal.fields.reason, 'reason');
  const { log, creditId } = await lockForReversal(tx, taskLogId, checks.approvalId);
  const approval = await checks.gate?.({ taskLogIds: [log.id], kobo: log.amountKobo });
  if (approval) return { approval };
  await checks.beforeCredit?.(log.amountKobo);
  await debitUser(tx, log.userId, log.amountKobo, settings);
  const [debit] = await tx
    .insert(transactions)
    .values({
      userId: log.userId,
      transactionId: transactionId(new Date()),
      reference: taskRewardReversalReference(log.id),
      status: 'success',
      amountKobo: log.amountKobo,
      transactionType: 'debit',
      transactionServices: TASK_REWARD_REVERSAL_SERVICE,
      reverses: creditId,
    })
    .returning({ id: transactions.id });
  await tx
    .update(taskLogs)
    .set({ status: 'reversed', reversedBy: by.id, reversedAt: new Date(), reversalReason: why })
    .where(and(eq(taskLogs.id, log.id), eq(taskLogs.status, 'confirmed')));
  const details = { amount: exactNaira(log.amountKobo), reason: why, transaction: debit.id };
  await recordAudit(tx, { by, action: 'reverse', entity: 'task-log', entityId: log.id, details });
  return (await taskLogLister.one(tx as Db, log.id))!;
}

/** Takes `kobo` from the user's balance, refusing (409) to go below zero unless allowed, or beyond what the ledger holds. */
async function debitUser(tx: Tx, userId: string, kobo: number, settings: MoneySettings) {
  const enough = settings.allowNegativeBalance ? undefined : sql`${users.balanceKobo} >= ${kobo}`;
  const updated = await tx
    .update(users)
    .set({ balanceKobo: sql`${users.balanceKobo} - ${kobo}` })
    .where(and(eq(users.id, userId), enough))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      throw pgErrorCode(error) === PG_CHECK_VIOLATION ? conflict(BALANCE_RANGE, 'balance.out_of_range') : error;
    });
  if (!updated.length) throw conflict(INSUFFICIENT, 'balance.insufficient');
}

const INSUFFICIENT = "Reversing this credit would take the user's balance below zero: they have already spent it.";
const BALANCE_RANGE = "Reversing this credit would take the user's balance beyond the largest debt the ledger holds exactly.";
