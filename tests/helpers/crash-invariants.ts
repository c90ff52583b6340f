import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { approvalRequests, auditLog, coupons, idempotencyKeys, taskLogs, transactions } from '../../server/db/schema/index.ts';
import type { WriteBook } from './crash-writes.ts';
import { balancesOffLedger, reversalViolations } from './ledger.ts';

const outcome = { confirm: 'confirmed', reject: 'rejected' } as const;

/** What a crash must never leave behind, as readable lines (none expected). */
export async function crashViolations(db: Db, book: WriteBook): Promise<string[]> {
  const keys = await db.select({ key: idempotencyKeys.key, status: idempotencyKeys.statusCode }).from(idempotencyKeys);
  const keyStatus = new Map(keys.map((k) => [k.key, k.status]));
  return [
    ...keys.filter((k) => k.status === 0).map((k) => `idempotency key ${k.key} claimed without its reply`),
    ...(await bulkViolations(db, book, keyStatus)),
    ...(await reviewViolations(db, book, keyStatus)),
    ...(await approvalViolations(db, book, keyStatus)),
    ...(await balancesOffLedger(db)).map((m) => `balance ≠ ledger: ${JSON.stringify(m)}`),
    ...(await reversalViolations(db)),
  ];
}

type KeyStatus = Map<string, number>;

/** A bulk create is all or nothing, with its audit row and idempotency key; acknowledged ones are all there. */
async function bulkViolations(db: Db, book: WriteBook, keyStatus: KeyStatus) {
  const perPrefix = await db
    .select({ prefix: sql<string>`split_part(${coupons.code}, '-', 1)`, n: count() })
    .from(coupons)
    .groupBy(sql`1`);
  const created = new Map(perPrefix.map((r) => [r.prefix, r.n]));
  const audits = await db
    .select({ prefix: sql<string>`${auditLog.details}->>'codePrefix'` })
    .from(auditLog)
    .where(eq(auditLog.action, 'bulk-create'));
  const audited = new Set(audits.map((a) => a.prefix));
  const lines: string[] = [];
  for (const bulk of book.bulks) {
    const n = created.get(bulk.prefix) ?? 0;
    const whole = n === bulk.quantity;
    if (n !== 0 && !whole) lines.push(`half-applied bulk create ${bulk.prefix}: ${n} of ${bulk.quantity} coupons`);
    if (bulk.acked && !whole) lines.push(`acknowledged bulk create ${bulk.prefix} lost: ${n} of ${bulk.quantity} coupons`);
    if (keyStatus.has(bulk.key) !== whole)
      lines.push(`bulk create ${bulk.prefix}: ${n} coupons but idempotency key ${keyStatus.has(bulk.key) ? 'recorded' : 'missing'}`);
    if (audited.has(bulk.prefix) !== whole)
      lines.push(`bulk create ${bulk.prefix}: ${n} coupons but audit row ${audited.has(bulk.prefix) ? 'present' : 'missing'}`);
  }
  return lines;
}

/** A confirmed log has exactly its one credit and audit row; a pending one has neither; acknowledged reviews stay. */
async function reviewViolations(db: Db, book: WriteBook, keyStatus: KeyStatus) {
  const ids = book.reviews.map((r) => r.logId);
  if (!ids.length) return [];
  const logs = await db.select({ id: taskLogs.id, status: taskLogs.status, amount: taskLogs.amountKobo }).from(taskLogs).where(inArray(taskLogs.id, ids));
  const credits = await db
    .select({ reference: transactions.reference, n: count(), amount: sql<number>`sum(${transactions.amountKobo})`.mapWith(Number) })
    .from(transactions)
    .where(like(transactions.reference, 'RWD-TASK-%'))
    .groupBy(transactions.reference);
  const creditOf = new Map(credits.map((c) => [c.reference.slice('RWD-TASK-'.length), c]));
  const audits = await db
    .select({ id: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'review'), inArray(auditLog.entityId, ids)));
  const audited = new Set(audits.map((a) => a.id));
  const statusOf = new Map(logs.map((l) => [l.id, l.status]));
  const lines: string[] = [];
  for (const log of logs) {
    const credit = creditOf.get(log.id);
    const rightCredit = log.status === 'confirmed' ? credit?.n === 1 && credit.amount === log.amount : credit === undefined;
    if (!rightCredit) lines.push(`half-applied review of ${log.id}: ${log.status} with credits ${JSON.stringify(credit ?? null)}`);
    if ((log.status !== 'pending') !== audited.has(log.id))
      lines.push(`review of ${log.id}: ${log.status} but audit row ${audited.has(log.id) ? 'present' : 'missing'}`);
  }
  for (const review of book.reviews) {
    const reviewed = statusOf.get(review.logId) !== 'pending';
    if (keyStatus.has(review.key) !== reviewed)
      lines.push(`review of ${review.logId}: ${statusOf.get(review.logId)} but idempotency key ${reviewed ? 'missing' : 'recorded'}`);
    if (review.acked && statusOf.get(review.logId) !== outcome[review.action]) {
      lines.push(`acknowledged ${review.action} of ${review.logId} lost: ${statusOf.get(review.logId)}`);
    }
  }
  return lines;
}

/**
 * An approval runs whole or not at all: approved, as many of its submissions are confirmed (each with
 * its one credit) as its outcome says, with its audit row and idempotency key; still pending, none
 * is; acknowledged, it is approved.
 */
async function approvalViolations(db: Db, book: WriteBook, keyStatus: KeyStatus) {
  const ids = book.approvals.map((a) => a.approvalId);
  if (!ids.length) return [];
  const requests = await db.select().from(approvalRequests).where(inArray(approvalRequests.id, ids));
  const logIds = requests.flatMap((r) => r.taskLogIds);
  const logs = await db.select({ id: taskLogs.id, status: taskLogs.status }).from(taskLogs).where(inArray(taskLogs.id, logIds));
  const credits = await db
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(
      inArray(
        transactions.reference,
        logIds.map((id) => `RWD-TASK-${id}`),
      ),
    );
  const audits = await db
    .select({ id: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'approve'), inArray(auditLog.entityId, ids)));
  const statusOf = new Map(logs.map((l) => [l.id, l.status]));
  const credited = new Set(credits.map((c) => c.reference.slice('RWD-TASK-'.length)));
  const audited = new Set(audits.map((a) => a.id));
  const lines: string[] = [];
  for (const request of requests) {
    const approved = request.status === 'approved';
    // A confirmed submission has its credit and no other has; running may leave some out (frozen, flagged, unchecked), as its outcome counts.
    const wrong = request.taskLogIds.filter((id) => (statusOf.get(id) === 'confirmed') !== credited.has(id));
    const confirmed = request.taskLogIds.filter((id) => statusOf.get(id) === 'confirmed').length;
    const ran = (request.outcome as { confirmed?: number } | null)?.confirmed ?? 0;
    if (wrong.length) lines.push(`approval ${request.id}: ${wrong.length} submissions confirmed without their credit, or credited unconfirmed`);
    if (confirmed !== (approved ? ran : 0))
      lines.push(`half-applied approval ${request.id} (${request.status}): ${confirmed} confirmed, its outcome says ${ran}`);
    if (audited.has(request.id) !== approved) lines.push(`approval ${request.id}: ${request.status} but audit row ${approved ? 'missing' : 'present'}`);
  }
  for (const attempt of book.approvals) {
    const approved = requests.find((r) => r.id === attempt.approvalId)?.status === 'approved';
    if (keyStatus.has(attempt.key) !== approved) lines.push(`approval ${attempt.approvalId}: idempotency key ${approved ? 'missing' : 'recorded'}`);
    if (attempt.acked && !approved) lines.push(`acknowledged approval ${attempt.approvalId} lost`);
  }
  return lines;
}
