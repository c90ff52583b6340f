import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { approvalRequests } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { Tx } from '../../writes/audit.ts';

/**
 * Which of these logs a pending, unexpired approval request holds (log id → request id), leaving out
 * those of `except` (the request being approved). A request holds its logs until it is decided or
 * expires; nothing needs to release them then.
 */
export async function heldLogs(tx: Tx, logs: { id: string; approvalId: string | null }[], except?: string): Promise<Map<string, string>> {
  const ids = [...new Set(logs.map((log) => log.approvalId).filter((id): id is string => id !== null && id !== except))];
  if (!ids.length) return new Map();
  const active = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(inArray(approvalRequests.id, ids), eq(approvalRequests.status, 'pending'), gt(approvalRequests.expiresAt, sql`now()`)));
  const pending = new Set(active.map((row) => row.id));
  return new Map(logs.filter((log) => log.approvalId && pending.has(log.approvalId)).map((log) => [log.id, log.approvalId!]));
}

/** The 409 of a review or reversal of a log that a pending request holds, naming the request. */
export const heldByRequest = (approvalId: string) =>
  conflict(`This submission waits for a second admin's approval (request ${approvalId}): approve or reject that request first.`, 'approval.held', {
    approval: approvalId,
  });
