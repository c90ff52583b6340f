import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { taskReview } from '../../entities/task-review.ts';
import { auditLog, taskLogs, transactions } from '../../server/db/schema/index.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { balancesOffLedger } from '../helpers/ledger.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { stepUp } from '../helpers/mfa.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('POST /api/tasks/review/bulk', (t) => {
  const db = () => t.database.db;
  /** The credit transactions of these logs, found by their reward reference. */
  const creditsOf = (logs: { id: string }[]) =>
    db()
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.reference,
          logs.map((log) => `RWD-TASK-${log.id}`),
        ),
      );
  const bulk = (payload: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/api/tasks/review/bulk', payload, headers });
  const statuses = async (ids: string[]) => {
    const rows = await db().select({ id: taskLogs.id, status: taskLogs.status, reason: taskLogs.reason }).from(taskLogs).where(inArray(taskLogs.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row]));
  };

  it('confirms each pending log once, in the order asked, skipping reviewed and unknown ones', async () => {
    const logs = await seedPendingLogs(db(), 3, 2);
    const done = await insertTaskLog(db(), { status: 'rejected' });
    const unknown = randomUUID();
    const ids = [logs[2].id, done.id, logs[0].id, unknown, logs[1].id];
    const res = await bulk({ taskLogIds: ids, action: 'confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '3 confirmed, 2 skipped',
      code: 'review.bulk_confirmed',
      params: { count: 3, skipped: 2, flagged: 0, unchecked: 0, frozen: 0, awaitingApproval: 0 },
      data: {
        confirmed: 3,
        rejected: 0,
        skipped: 2,
        flagged: 0,
        unchecked: 0,
        frozen: 0,
        awaitingApproval: 0,
        claimed: 0,
        results: [
          { taskLogId: logs[2].id, outcome: 'confirmed' },
          { taskLogId: done.id, outcome: 'already_reviewed' },
          { taskLogId: logs[0].id, outcome: 'confirmed' },
          { taskLogId: unknown, outcome: 'not_found' },
          { taskLogId: logs[1].id, outcome: 'confirmed' },
        ],
      },
    });
    const credits = await creditsOf(logs);
    expect(credits.map((c) => c.amountKobo).sort()).toEqual(logs.map((log) => log.amountKobo).sort());
    const audits = await db().select().from(auditLog).where(inArray(auditLog.entityId, ids));
    expect(audits.map((a) => a.entityId).sort()).toEqual(logs.map((log) => log.id).sort());
    expect(await balancesOffLedger(db())).toEqual([]);
    // Asked again, nothing is credited twice.
    const again = await bulk({ taskLogIds: ids, action: 'confirm' });
    expect(again.json().data).toMatchObject({ confirmed: 0, skipped: 5 });
  });

  it('rejects with a reason, stored trimmed on every log and in the audit rows', async () => {
    const logs = await seedPendingLogs(db(), 2, 1);
    const ids = logs.map((log) => log.id);
    const res = await bulk({ taskLogIds: ids, action: 'reject', reason: '  Proof link does not open ' });
    expect(res.json()).toMatchObject({ message: '2 rejected, 0 skipped', data: { rejected: 2, confirmed: 0, skipped: 0 } });
    const rows = await statuses(ids);
    for (const id of ids) expect(rows[id]).toMatchObject({ status: 'rejected', reason: 'Proof link does not open' });
    const audits = await db().select().from(auditLog).where(inArray(auditLog.entityId, ids));
    for (const audit of audits) expect(audit.details).toMatchObject({ action: 'reject', reason: 'Proof link does not open' });
  });

  it('skips a log whose credit cannot be made exactly, confirming the others', async () => {
    const user = await insertUser(db(), { balanceKobo: Number.MAX_SAFE_INTEGER - 10 });
    const full = await insertTaskLog(db(), { userId: user.id, amountKobo: 100 });
    const [fine] = await seedPendingLogs(db(), 1, 1);
    const res = await bulk({ taskLogIds: [full.id, fine.id], action: 'confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { taskLogId: full.id, outcome: 'cannot_confirm' },
      { taskLogId: fine.id, outcome: 'confirmed' },
    ]);
    expect((await statuses([full.id]))[full.id].status).toBe('pending');
    const credits = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(credits).toEqual([]);
    // This user's balance was set off the ledger on purpose: the other users stay on it.
    expect((await balancesOffLedger(db())).map((m) => m.id)).toEqual([user.id]);
  });

  it.each([
    [{ taskLogIds: [], action: 'confirm' }, /taskLogIds must NOT have fewer than 1 items/],
    [
      { taskLogIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001'], action: 'confirm' },
      /taskLogIds must NOT have duplicate items/,
    ],
    [{ taskLogIds: ['not-a-uuid'], action: 'confirm' }, /taskLogIds.0 must be an id as the API sends it: a UUID in lower case/],
    [{ taskLogIds: [randomUUID()], action: 'approve' }, /action/],
    [{ taskLogIds: [randomUUID()], action: 'confirm', reason: 'Looks good' }, /reason is only given with action "reject"/],
    [{ taskLogIds: [randomUUID()], action: 'reject', reason: '   ' }, /reason must not be empty/],
    [{ taskLogIds: [randomUUID()], action: 'confirm', extra: 1 }, /extra/],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await bulk(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('replays an answer for the same Idempotency-Key without reviewing again', async () => {
    const logs = await seedPendingLogs(db(), 2, 1);
    const payload = { taskLogIds: logs.map((log) => log.id), action: 'confirm' };
    const key = { 'idempotency-key': randomUUID() };
    const first = await bulk(payload, key);
    const second = await bulk(payload, key);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(first.json().data.confirmed).toBe(2);
    const credits = await creditsOf(logs);
    expect(credits).toHaveLength(2);
  });

  it('confirms as many logs as one request takes', async () => {
    const { maxIds } = taskReview.bounds;
    const logs = await seedPendingLogs(db(), maxIds, 5);
    await stepUp(t);
    const res = await bulk({ taskLogIds: logs.map((log) => log.id), action: 'confirm' });
    expect(res.json().data).toMatchObject({ confirmed: maxIds, skipped: 0 });
    const users = new Set(logs.map((log) => log.userId));
    expect((await balancesOffLedger(db())).filter((m) => users.has(m.id))).toEqual([]);
  });
});

describeApi('POST /api/tasks/review with a reason', (t) => {
  const review = (payload: object) => t.request({ method: 'POST', url: '/api/tasks/review', payload });

  it('stores the trimmed reason of a rejection and returns it with the reviewer', async () => {
    const log = await insertTaskLog(t.database.db);
    const res = await review({ taskLogId: log.id, action: 'reject', reason: ' Task not completed ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      reason: 'Task not completed',
      reviewedBy: { _id: expect.any(String), name: expect.any(String), email: expect.any(String) },
    });
    expect(res.json().data.reviewedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each([
    [{ action: 'confirm', reason: 'Fine' }, /reason is only given with action "reject"/],
    [{ action: 'reject', reason: '' }, /reason must not be empty/],
  ])('refuses %j with a 400 and leaves the log pending', async (body, message) => {
    const log = await insertTaskLog(t.database.db);
    const res = await review({ taskLogId: log.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    const [row] = await t.database.db.select().from(taskLogs).where(eq(taskLogs.id, log.id));
    expect(row.status).toBe('pending');
  });
});
