import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { roleToken } from '../helpers/role-token.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

const DAY = 86_400_000;

/** A user credited by a confirmation of one log (through the API), with `spend` kobo already taken out of their balance. */
async function confirmedLog(t: TestApp, amountKobo = 50_000, spend = 0) {
  const db = t.database.db;
  const user = await insertUser(db, { createdAt: new Date(Date.now() - 30 * DAY) });
  const log = await insertTaskLog(db, { userId: user.id, amountKobo });
  const confirm = await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: log.id, action: 'confirm' } });
  expect(confirm.statusCode).toBe(200);
  if (spend) {
    await db.insert(transactions).values({
      userId: user.id,
      transactionId: `TXSPEND${log.id.slice(0, 8)}`,
      reference: `SPEND-${log.id}`,
      status: 'success',
      amountKobo: spend,
      transactionType: 'debit',
      transactionServices: 'airtime',
    });
    await db
      .update(users)
      .set({ balanceKobo: amountKobo - spend })
      .where(eq(users.id, user.id));
  }
  return { user, log };
}

const reverseTests = (t: TestApp) => {
  const db = () => t.database.db;
  const reverse = (id: string, payload: object = { reason: 'Same screenshot as a farm' }, token?: string) =>
    t.request({ method: 'POST', url: `/api/tasks/tasklogs/${id}/reverse`, payload, ...(token && { token }) });
  const balance = async (id: string) => (await db().select({ b: users.balanceKobo }).from(users).where(eq(users.id, id)))[0].b;

  it('takes a confirmed credit back with exactly one debit linked to it, the log reversed with who, when and why, audited', async () => {
    const { user, log } = await confirmedLog(t, 50_000);
    const res = await reverse(log.id, { reason: '  Fraud found after payment  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'review.reversed',
      data: {
        _id: log.id,
        status: 'reversed',
        reversalReason: 'Fraud found after payment',
        reversedBy: { name: expect.any(String) },
        reversedAt: expect.any(String),
      },
    });
    expect(await balance(user.id)).toBe(0);
    const ledger = await db().select().from(transactions).where(eq(transactions.userId, user.id)).orderBy(transactions.transactionType);
    expect(ledger.map((row) => [row.transactionType, row.amountKobo, row.transactionServices])).toEqual([
      ['credit', 50_000, 'task reward'],
      ['debit', 50_000, 'task reward reversal'],
    ]);
    expect(ledger[1]).toMatchObject({ reverses: ledger[0].id, reference: `RWD-TASK-${log.id}-REV`, status: 'success' });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'reverse'));
    expect(audit).toMatchObject({
      entity: 'task-log',
      entityId: log.id,
      details: { amount: 500, reason: 'Fraud found after payment', transaction: ledger[1].id },
    });
    const counts = (await t.request({ method: 'GET', url: '/api/tasks/tasklogs/counts' })).json().data;
    expect(counts.reversed).toBeGreaterThanOrEqual(1);
    const ledgerList = (await t.request({ method: 'GET', url: `/api/admin/transactions/?userId=${user.id}` })).json().data;
    expect(ledgerList.find((row: { transaction_type: string }) => row.transaction_type === 'debit').reverses).toEqual({
      _id: ledger[0].id,
      reference: `RWD-TASK-${log.id}`,
    });
    const tab = await t.request({ method: 'GET', url: '/api/tasks/tasklogs?status=reversed' });
    expect(tab.json().data.map((row: { _id: string }) => row._id)).toContain(log.id);
    await expectBalancesEqualLedgers(db());
  });

  it('answers 409 to a second reverse, to a pending or rejected log, and 404 to an unknown one, writing nothing', async () => {
    const { log } = await confirmedLog(t);
    expect((await reverse(log.id)).statusCode).toBe(200);
    const again = await reverse(log.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'reversal.already_reversed']);
    for (const status of ['pending', 'rejected'] as const) {
      const other = await insertTaskLog(db(), { status });
      const res = await reverse(other.id);
      expect([res.statusCode, res.json().code]).toEqual([409, 'reversal.not_confirmed']);
      expect((await db().select().from(taskLogs).where(eq(taskLogs.id, other.id)))[0].status).toBe(status);
    }
    expect((await reverse('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const noCredit = await insertTaskLog(db(), { status: 'confirmed' });
    expect((await reverse(noCredit.id)).json().code).toBe('reversal.no_credit');
    await expectBalancesEqualLedgers(db());
  });

  it('needs a reason of 1–500 characters, and the reverse capability (403 for a reviewer)', async () => {
    const { log } = await confirmedLog(t);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }])
      expect((await reverse(log.id, payload)).statusCode).toBe(400);
    expect((await reverse(log.id, { reason: 'x' }, await roleToken(t, 'reviewer'))).statusCode).toBe(403);
    expect((await reverse(log.id, { reason: 'x' }, await roleToken(t, 'viewer'))).statusCode).toBe(403);
    expect((await db().select().from(taskLogs).where(eq(taskLogs.id, log.id)))[0].status).toBe('confirmed');
  });

  it('refuses (409 balance.insufficient) to take a balance below zero, writing nothing', async () => {
    const { user, log } = await confirmedLog(t, 50_000, 30_000);
    const res = await reverse(log.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'balance.insufficient']);
    expect(await balance(user.id)).toBe(20_000);
    expect((await db().select().from(taskLogs).where(eq(taskLogs.id, log.id)))[0].status).toBe('confirmed');
    await expectBalancesEqualLedgers(db());
  });

  it('reverses once when ten reverses of one log arrive together', async () => {
    const { user, log } = await confirmedLog(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reverse(log.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(
      await db()
        .select()
        .from(transactions)
        .where(
          eq(
            transactions.reverses,
            (
              await db()
                .select()
                .from(transactions)
                .where(eq(transactions.reference, `RWD-TASK-${log.id}`))
            )[0].id,
          ),
        ),
    ).toHaveLength(1);
    expect(await balance(user.id)).toBe(0);
    await expectBalancesEqualLedgers(db());
  });
};

describeApi('Reversing a credit', reverseTests);

describeApi(
  'Reversing a credit where balances may go negative (ALLOW_NEGATIVE_BALANCE=true)',
  (t) => {
    it('takes the balance below zero, by exactly the amount', async () => {
      const { user, log } = await confirmedLog(t, 50_000, 30_000);
      const res = await t.request({ method: 'POST', url: `/api/tasks/tasklogs/${log.id}/reverse`, payload: { reason: 'Fraud' } });
      expect(res.statusCode).toBe(200);
      expect((await t.database.db.select({ b: users.balanceKobo }).from(users).where(eq(users.id, user.id)))[0].b).toBe(-30_000);
      await expectBalancesEqualLedgers(t.database.db);
    });
  },
  { money: { allowNegativeBalance: true } },
);
