import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, auditLog, taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { balancesOffLedger } from '../helpers/ledger.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

describeApi(
  'POST /api/tasks/review',
  (t) => {
    const db = () => t.database.db;
    const review = (payload: object) => t.request({ method: 'POST', url: '/api/tasks/review', payload });
    const logRow = async (id: string) => (await db().select().from(taskLogs).where(eq(taskLogs.id, id)))[0];
    const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
    const ledgerOf = (userId: string) => db().select().from(transactions).where(eq(transactions.userId, userId));

    it('confirms a pending log: credits the user and writes one success credit, recording who and when', async () => {
      const user = await insertUser(db(), { balanceKobo: 0 });
      const log = await insertTaskLog(db(), { userId: user.id, amountKobo: 25_050 });
      const res = await review({ taskLogId: log.id, action: 'confirm' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Task confirmed successfully',
        data: { _id: log.id, status: 'confirmed', amount: 250.5, userId: { _id: user.id } },
      });
      expect((await userRow(user.id)).balanceKobo).toBe(25_050);
      const [entry, ...more] = await ledgerOf(user.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ status: 'success', transactionType: 'credit', transactionServices: 'task reward', amountKobo: 25_050 });
      expect(entry.reference).toBe(`RWD-TASK-${log.id}`);
      expect(entry.transactionId).toMatch(/^TX\d{16}$/);
      const reviewed = await logRow(log.id);
      const [admin] = await db().select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
      expect(reviewed.reviewedBy).toBe(admin.id);
      expect(Math.abs(reviewed.reviewedAt!.getTime() - Date.now())).toBeLessThan(60_000);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, log.id));
      expect(audit).toMatchObject({ action: 'review', entity: 'task-log', adminId: reviewed.reviewedBy, details: { action: 'confirm', amount: 250.5 } });
    });

    it('rejects a pending log without crediting anything', async () => {
      const log = await insertTaskLog(db());
      const res = await review({ taskLogId: log.id, action: 'reject' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Task rejected successfully', data: { status: 'rejected' } });
      expect((await userRow(log.userId)).balanceKobo).toBe(0);
      expect(await ledgerOf(log.userId)).toEqual([]);
      expect(await logRow(log.id)).toMatchObject({ status: 'rejected', reviewedBy: expect.any(String), reviewedAt: expect.any(Date) });
    });

    it.each([
      ['confirmed', 'confirm'],
      ['confirmed', 'reject'],
      ['rejected', 'confirm'],
    ] as const)('refuses to review a %s log again (%s) with 409, changing nothing', async (status, action) => {
      const log = await insertTaskLog(db(), { status });
      const res = await review({ taskLogId: log.id, action });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Task already reviewed' });
      expect(await logRow(log.id)).toMatchObject({ status, reviewedBy: null });
      expect(await ledgerOf(log.userId)).toEqual([]);
    });

    it('answers 404 for an unknown log', async () => {
      const res = await review({ taskLogId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e', action: 'confirm' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Task log not found' });
    });

    it.each([
      [{ action: 'confirm' }, 'taskLogId is required'],
      [{ taskLogId: 'abc', action: 'confirm' }, 'taskLogId must be an id as the API sends it: a UUID in lower case'],
      [{ taskLogId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e' }, 'action is required'],
      [{ taskLogId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e', action: 'approve' }, /^action /],
      [{ taskLogId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e', action: 'confirm', amount: 1e9 }, 'amount is not allowed'],
    ])('refuses %j with 400', async (payload, message) => {
      const res = await review(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('needs a token', async () => {
      const log = await insertTaskLog(db());
      const res = await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: log.id, action: 'confirm' }, token: null });
      expect(res.statusCode).toBe(401);
      expect((await logRow(log.id)).status).toBe('pending');
    });

    describe('under concurrency', () => {
      it('credits once when two confirms of one log race', async () => {
        const log = await insertTaskLog(db(), { amountKobo: 40_000 });
        const confirm = () => review({ taskLogId: log.id, action: 'confirm' });
        const results = await Promise.all([confirm(), confirm()]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect((await userRow(log.userId)).balanceKobo).toBe(40_000);
        expect(await ledgerOf(log.userId)).toHaveLength(1);
      });

      it('lets exactly one review per log through when many race, and balances equal ledgers', async () => {
        const user = await insertUser(db());
        const logs = await Promise.all(Array.from({ length: 12 }, (_, i) => insertTaskLog(db(), { userId: user.id, amountKobo: 1_000 * (i + 1) })));
        const attempts = logs.flatMap((log) => ['confirm', 'confirm', 'reject', 'confirm'].map((action) => review({ taskLogId: log.id, action })));
        const results = await Promise.all(attempts);
        const codes = results.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 200)).toHaveLength(12);
        expect(codes.filter((c) => c === 409)).toHaveLength(36);
        const confirmed = (await Promise.all(logs.map((l) => logRow(l.id)))).filter((l) => l.status === 'confirmed');
        const expected = confirmed.reduce((sum, l) => sum + l.amountKobo, 0);
        expect((await userRow(user.id)).balanceKobo).toBe(expected);
        expect(await ledgerOf(user.id)).toHaveLength(confirmed.length);
        expect(await balancesOffLedger(db())).toEqual([]);
      });
    });
  },
  { loadLimits: { requestsPerAccount: 1000 } },
); // the races below send dozens of reviews at once from one account
