import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, taskLogs, transactions } from '../../server/db/schema/index.ts';
import { enrol, nextCode, signIn, stepUp } from '../helpers/mfa.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

/** ₦50,000 and more credited at once, a new role and another's two-factor reset need a code from the last 10 minutes. */
describeApi('step-up before money moves', (t) => {
  const bulk = (taskLogIds: string[], key: string, token?: string) =>
    t.request({ method: 'POST', url: '/api/tasks/review/bulk', payload: { taskLogIds, action: 'confirm' }, headers: { 'idempotency-key': key }, token });
  /** `count` pending logs, the i-th worth ₦10 + 37 kobo × i. */
  const logs = async (count: number) => (await seedPendingLogs(t.database.db, count, 5)).map((log) => log.id);
  const credited = async (ids: string[]) =>
    (await t.database.db.select().from(taskLogs).where(inArray(taskLogs.id, ids))).filter((l) => l.status !== 'pending').length;

  it('an account without two-factor sign-in is told to enrol; below the threshold nothing is asked', async () => {
    const small = await logs(3);
    expect((await bulk(small, randomUUID())).json().data.confirmed).toBe(3);
    const large = await logs(500);
    const refused = await bulk(large, randomUUID());
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.step_up_required']);
    expect(refused.json().message).toMatch(/Set up two-factor sign-in first/);
    expect(await credited(large)).toBe(0);
  });

  it('a large bulk confirm is 403 until a code is entered; the same Idempotency-Key then applies it once', async () => {
    const secret = (await enrol(t)).secret;
    t.clock.advance(11 * 60_000);
    const large = await logs(500);
    const key = randomUUID();
    const refused = await bulk(large, key);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.step_up_required']);
    expect(await credited(large)).toBe(0);
    const recovery = await t.request({ method: 'POST', url: '/api/admin/me/step-up', payload: { code: 'abcde-fghij' } });
    expect(recovery.statusCode, 'a recovery code is no step-up').toBe(400);
    const wrong = await t.request({ method: 'POST', url: '/api/admin/me/step-up', payload: { code: '000000' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'auth.mfa_code_invalid']);
    expect((await t.request({ method: 'POST', url: '/api/admin/me/step-up', payload: { code: nextCode(t, secret) } })).statusCode).toBe(200);
    const applied = await bulk(large, key);
    expect(applied.json().data.confirmed).toBe(500);
    const again = await bulk(large, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const rewards = await t.database.db
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.userId,
          (await t.database.db.select().from(taskLogs).where(inArray(taskLogs.id, large))).map((l) => l.userId),
        ),
      );
    expect(rewards).toHaveLength(500);
    t.clock.advance(10 * 60_000 + 1);
    expect((await bulk(await logs(500), randomUUID())).statusCode, '10 minutes later').toBe(403);
  });

  it('small confirmations adding up to the threshold within 10 minutes need a code too', async () => {
    // A reviewer of its own: the window counts what the same account confirmed.
    const reviewer = { email: 'splitter@example.com', password: 'splitter-password' };
    await t.app.admins.create({ ...reviewer, role: 'reviewer' });
    const token = (await t.request({ method: 'POST', url: '/api/admin/login', payload: reviewer, token: null })).json().data.token as string;
    const batches = [await logs(400), await logs(400), await logs(400)];
    // 400 logs are worth ₦33,526: one batch passes, the next would pass ₦50,000 within the window.
    expect((await bulk(batches[0], randomUUID(), token)).json().data.confirmed).toBe(400);
    const second = await bulk(batches[1], randomUUID(), token);
    expect([second.statusCode, second.json().code]).toEqual([403, 'auth.step_up_required']);
    // Reviews are stamped by the real clock: the first batch is made 11 minutes old.
    await t.database.db
      .update(taskLogs)
      .set({ reviewedAt: new Date(Date.now() - 11 * 60_000) })
      .where(inArray(taskLogs.id, batches[0]));
    expect((await bulk(batches[2], randomUUID(), token)).json().data.confirmed, 'once the window has passed').toBe(400);
  });

  it('a code entered at sign-in counts; a recovery code at sign-in does not', async () => {
    const token = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await bulk(await logs(500), randomUUID(), token)).statusCode).toBe(200);
    const challenge = (await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null })).json().data.challenge;
    const fresh = await t.request({ method: 'POST', url: '/api/admin/me/mfa/recovery-codes', payload: { code: nextCode(t, (await secretOfTestAdmin())!) } });
    const viaRecovery = await t.request({
      method: 'POST',
      url: '/api/admin/login/mfa',
      payload: { challenge, recoveryCode: fresh.json().data.recoveryCodes[0] },
      token: null,
    });
    expect((await bulk(await logs(500), randomUUID(), viaRecovery.json().data.token)).statusCode).toBe(403);
  });

  const secretOfTestAdmin = async () => (await t.app.admins.findByEmail(TEST_ADMIN.email))?.mfaSecret;

  it("a new role and another's two-factor reset need a fresh code; nobody resets their own", async () => {
    const password = 'member-password-long';
    const add = (email: string) => t.request({ method: 'POST', url: '/api/admin/admins', payload: { email, name: 'Member', role: 'viewer', password } });
    await stepUp(t);
    const member = (await add('stepped@example.com')).json().data;
    t.clock.advance(11 * 60_000);
    expect((await add('not-added@example.com')).json().code, 'a new account needs a fresh code').toBe('auth.step_up_required');
    const disable = await t.request({ method: 'PUT', url: `/api/admin/admins/${member._id}`, payload: { disabled: true } });
    expect(disable.json().code, 'so does disabling').toBe('auth.step_up_required');
    const newPassword = await t.request({ method: 'POST', url: `/api/admin/admins/${member._id}/reset-password` });
    expect(newPassword.json().code, 'and a password reset').toBe('auth.step_up_required');
    const own = await t.request({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { currentPassword: TEST_ADMIN.password, newPassword: 'another-long-password' },
    });
    expect(own.json().code, "and, with two-factor sign-in, one's own password").toBe('auth.step_up_required');
    const promote = () => t.request({ method: 'PUT', url: `/api/admin/admins/${member._id}`, payload: { role: 'reviewer' } });
    expect((await promote()).json().code).toBe('auth.step_up_required');
    expect((await t.request({ method: 'PUT', url: `/api/admin/admins/${member._id}`, payload: { name: 'Renamed' } })).statusCode, 'a name needs none').toBe(
      200,
    );
    await stepUp(t);
    expect((await promote()).statusCode).toBe(200);
    const memberToken = await signIn(t, 'stepped@example.com', password);
    await enrol(t, memberToken);
    const me = (await t.app.admins.findByEmail(TEST_ADMIN.email))!;
    expect((await t.request({ method: 'DELETE', url: `/api/admin/admins/${me.id}/mfa` })).json().code).toBe('mfa.reset_own');
    t.clock.advance(11 * 60_000);
    const reset = () => t.request({ method: 'DELETE', url: `/api/admin/admins/${member._id}/mfa` });
    expect((await reset()).json().code).toBe('auth.step_up_required');
    await stepUp(t);
    expect((await reset()).json().code).toBe('mfa.reset');
    expect((await t.request({ method: 'GET', url: '/api/admin/me', token: memberToken })).statusCode, 'their sessions ended').toBe(401);
    const again = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 'stepped@example.com', password }, token: null });
    expect(again.json().data.mfa).toMatchObject({ enabled: false, required: true });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'mfa-reset'));
    expect(audit).toMatchObject({ adminId: me.id, entityId: member._id });
  });
});
