import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { TASK_REWARD_SERVICE, taskRewardReference } from './task-rewards.ts';
import { taskLogs, transactions, users, type TaskLog } from '../db/schema/index.ts';
import { conflict, PG_CHECK_VIOLATION, pgErrorCode, recordNotFound } from '../errors.ts';
import { recordAudit, type Tx } from './audit.ts';
import { exactNaira, MAX_KOBO } from './money.ts';
import { taskLogLister } from './task-logs.ts';

export type ReviewAction = 'confirm' | 'reject';
export const reviewOutcome = { confirm: 'confirmed', reject: 'rejected' } as const;

/**
 * Reviews a pending log exactly once, inside the caller's transaction. The conditional update
 * (`… where status = 'pending'`) is the guard: of two concurrent reviews the second waits for the
 * first's row lock, then matches nothing and answers 409. A confirm credits the log's amount to the
 * user and writes the ledger entry in the same transaction, so balances always equal ledgers.
 * A confirm also requires the amount to be creditable (0 to MAX_KOBO): the platform's user side
 * writes logs, and one written before the database checked amounts may hold anything.
 */
export async function reviewTaskLog(tx: Tx, adminId: string, taskLogId: string, action: ReviewAction) {
  const [log] = await tx
    .update(taskLogs)
    .set({ status: reviewOutcome[action], reviewedBy: adminId, reviewedAt: new Date() })
    .where(and(eq(taskLogs.id, taskLogId), eq(taskLogs.status, 'pending'), action === 'confirm' ? creditable : undefined))
    .returning();
  if (!log) {
    const [existing] = await tx.select({ status: taskLogs.status }).from(taskLogs).where(eq(taskLogs.id, taskLogId));
    if (!existing) throw recordNotFound('Task log', 'tasksLog');
    throw existing.status === 'pending' ? conflict(UNCREDITABLE, 'review.uncreditable') : conflict('Task already reviewed', 'review.already_reviewed');
  }
  if (action === 'confirm') await creditReward(tx, log);
  await recordAudit(tx, { adminId, action: 'review', entity: 'task-log', entityId: log.id, details: { action, amount: exactNaira(log.amountKobo) } });
  return (await taskLogLister.one(tx as Db, log.id))!;
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
const transactionId = (at: Date) =>
  `TX${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(1e10)).padStart(10, '0')}`;
