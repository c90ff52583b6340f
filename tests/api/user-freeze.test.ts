import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admins, auditLog, taskLogs } from '../../server/db/schema/index.ts';
import { insertTask, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const DAY = 86_400_000;

describeApi('Freezing users, and confirmations of flagged and frozen users’ submissions', (t) => {
  const db = () => t.database.db;
  const post = (url: string, payload: object = {}, token?: string) => t.request({ method: 'POST', url, payload, ...(token && { token }) });
  const oldUser = () => insertUser(db(), { createdAt: new Date(Date.now() - 30 * DAY) });
  const status = async (id: string) => (await db().select({ status: taskLogs.status }).from(taskLogs).where(eq(taskLogs.id, id)))[0].status;

  it('freezes with a reason (audited), refuses to confirm a frozen user’s submission, still rejects it, and unfreezes', async () => {
    const user = await oldUser();
    const [a, b] = [await insertTaskLog(db(), { userId: user.id }), await insertTaskLog(db(), { userId: user.id })];
    const frozen = await post(`/api/admin/users/${user.id}/freeze`, { reason: '  Same screenshot on 40 accounts  ' });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().data.frozen).toEqual({ reason: 'Same screenshot on 40 accounts', at: expect.any(String) });
    expect((await post(`/api/admin/users/${user.id}/freeze`, { reason: 'again' })).json().code).toBe('user.already_frozen');

    const confirm = await post('/api/tasks/review', { taskLogId: a.id, action: 'confirm' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('user.frozen');
    expect(await status(a.id)).toBe('pending');
    expect((await post('/api/tasks/review', { taskLogId: a.id, action: 'reject', reason: 'Fraud' })).statusCode).toBe(200);

    const list = await t.request({ method: 'GET', url: `/api/tasks/tasklogs?userId=${user.id}` });
    expect(list.json().data.map((row: { userId: { frozen: unknown } }) => row.userId.frozen)).toEqual([
      { reason: 'Same screenshot on 40 accounts', at: expect.any(String) },
      { reason: 'Same screenshot on 40 accounts', at: expect.any(String) },
    ]);

    const unfrozen = await post(`/api/admin/users/${user.id}/unfreeze`);
    expect(unfrozen.statusCode).toBe(200);
    expect(unfrozen.json().data.frozen).toBeNull();
    expect((await post(`/api/admin/users/${user.id}/unfreeze`)).json().code).toBe('user.not_frozen');
    expect((await post('/api/tasks/review', { taskLogId: b.id, action: 'confirm' })).statusCode).toBe(200);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((row) => [row.action, row.entity, (row.details as { reason: string }).reason])).toEqual([
      ['freeze', 'user', 'Same screenshot on 40 accounts'],
      ['unfreeze', 'user', 'Same screenshot on 40 accounts'],
    ]);
  });

  it('refuses a missing or blank reason, an unknown user, and roles other than admin', async () => {
    const user = await oldUser();
    expect((await post(`/api/admin/users/${user.id}/freeze`, {})).statusCode).toBe(400);
    expect((await post(`/api/admin/users/${user.id}/freeze`, { reason: '   ' })).statusCode).toBe(400);
    expect((await post(`/api/admin/users/${user.id}/freeze`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post('/api/admin/users/00000000-0000-4000-8000-000000000000/freeze', { reason: 'x' })).statusCode).toBe(404);
    await t.app.admins.create({ email: 'reviewer-freeze@test.ng', password: 'reviewer-freeze-pass', name: 'Rita' });
    await db().update(admins).set({ role: 'reviewer' }).where(eq(admins.email, 'reviewer-freeze@test.ng'));
    const login = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'reviewer-freeze@test.ng', password: 'reviewer-freeze-pass' },
      token: null,
    });
    const refused = await post(`/api/admin/users/${user.id}/freeze`, { reason: 'x' }, login.json().data.token);
    expect(refused.statusCode).toBe(403);
  });

  it('leaves flagged submissions and frozen users’ out of a bulk confirmation unless flagged ones are included', async () => {
    const task = await insertTask(db());
    const [ada, bola, chidi, dayo] = [await oldUser(), await oldUser(), await oldUser(), await oldUser()];
    const reused = [
      await insertTaskLog(db(), { userId: ada.id, taskId: task.id, proofUrl: 'https://x.com/same/1' }),
      await insertTaskLog(db(), { userId: bola.id, taskId: task.id, proofUrl: 'https://x.com/same/1' }),
    ];
    const clean = await insertTaskLog(db(), { userId: chidi.id, taskId: task.id, proofUrl: 'https://x.com/own/2' });
    const ofFrozen = await insertTaskLog(db(), { userId: dayo.id, taskId: task.id, proofUrl: 'https://x.com/own/3' });
    await t.app.fraudFlags.runPass();
    await post(`/api/admin/users/${dayo.id}/freeze`, { reason: 'Farm' });

    const ids = [reused[0].id, reused[1].id, clean.id, ofFrozen.id];
    const first = await post('/api/tasks/review/bulk', { taskLogIds: ids, action: 'confirm' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(expect.objectContaining({ confirmed: 1, skipped: 3, flagged: 2, frozen: 1 }));
    expect(first.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['flagged', 'flagged', 'confirmed', 'frozen']);
    expect(first.json().params).toEqual(expect.objectContaining({ flagged: 2, frozen: 1 }));

    const included = await post('/api/tasks/review/bulk', { taskLogIds: ids, action: 'confirm', includeFlagged: true });
    expect(included.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['confirmed', 'confirmed', 'already_reviewed', 'frozen']);
    expect(await status(ofFrozen.id)).toBe('pending');
    const rejected = await post('/api/tasks/review/bulk', { taskLogIds: [ofFrozen.id], action: 'reject', reason: 'Farm' });
    expect(rejected.json().data.rejected).toBe(1);
  });
});

describeApi(
  'A bulk confirmation where the flag job runs',
  (t) => {
    it('leaves out submissions the job has not checked yet unless flagged ones are included, and takes them once checked', async () => {
      const user = await insertUser(t.database.db, { createdAt: new Date(Date.now() - 30 * DAY) });
      const logs = [await insertTaskLog(t.database.db, { userId: user.id }), await insertTaskLog(t.database.db, { userId: user.id })];
      const bulk = (ids: string[], extra: object = {}) =>
        t.request({ method: 'POST', url: '/api/tasks/review/bulk', payload: { taskLogIds: ids, action: 'confirm', ...extra } });
      const first = await bulk([logs[0].id]);
      expect(first.json().data).toEqual(expect.objectContaining({ confirmed: 0, unchecked: 1 }));
      expect((await bulk([logs[0].id], { includeFlagged: true })).json().data.confirmed).toBe(1);
      await t.app.fraudFlags.runPass();
      expect((await bulk([logs[1].id])).json().data.confirmed).toBe(1);
    });
  },
  // A job that runs (once at start, then not again during the test): unchecked submissions are held.
  { flags: { scanEveryMs: 3_600_000 } },
);
