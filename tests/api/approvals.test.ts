import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { approvalRequests, auditLog, taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { roleToken } from '../helpers/role-token.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

/** ₦1,000 needs a second admin here (APPROVAL_NAIRA=1000); logs of ₦400 each. */
const APPROVAL_KOBO = 100_000;
const LOG_KOBO = 40_000;

const approvalTests = (t: TestApp) => {
  const db = () => t.database.db;
  let other: string;
  const post = (url: string, payload?: object, token?: string) => t.request({ method: 'POST', url, ...(payload && { payload }), ...(token && { token }) });
  const bulkConfirm = (ids: string[], token?: string) => post('/api/tasks/review/bulk', { taskLogIds: ids, action: 'confirm' }, token);
  const approve = (id: string, token = other) => post(`/api/approvals/${id}/approve`, undefined, token);
  const reject = (id: string, reason = 'Proofs do not match the task', token = other) => post(`/api/approvals/${id}/reject`, { reason }, token);
  const logsOf = async (count: number) => {
    const user = await insertUser(db());
    return Promise.all(Array.from({ length: count }, () => insertTaskLog(db(), { userId: user.id, amountKobo: LOG_KOBO }))).then((logs) => ({
      user,
      ids: logs.map((log) => log.id),
    }));
  };
  const balance = async (id: string) => (await db().select({ b: users.balanceKobo }).from(users).where(eq(users.id, id)))[0].b;
  const statuses = async (ids: string[]) => (await db().select({ s: taskLogs.status }).from(taskLogs).where(inArray(taskLogs.id, ids))).map((r) => r.s);
  /** A bulk confirmation of three ₦400 logs by the main admin: a request for ₦1,200. */
  const requested = async () => {
    const { user, ids } = await logsOf(3);
    const res = await bulkConfirm(ids);
    expect(res.statusCode).toBe(202);
    return { user, ids, request: res.json().data };
  };

  it('prepares a second admin', async () => {
    other = await roleToken(t, 'admin', 'Second Admin');
  });

  it('turns a bulk confirmation of APPROVAL_NAIRA or more into a request: 202, nothing credited, its logs still pending, audited', async () => {
    const { user, ids } = await logsOf(3);
    const res = await bulkConfirm(ids);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      code: 'approval.requested',
      data: {
        _id: expect.any(String),
        action: 'confirm',
        total: 1200,
        count: 3,
        users: 1,
        status: 'pending',
        requestedBy: { name: expect.any(String) },
        expiresAt: expect.any(String),
      },
    });
    const { _id, expiresAt, createdAt } = res.json().data;
    const [stored] = await db().select().from(approvalRequests).where(eq(approvalRequests.id, _id));
    expect([...stored.taskLogIds].sort()).toEqual([...ids].sort());
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(24 * 3_600_000);
    expect(await balance(user.id)).toBe(0);
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending']);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, _id));
    expect(audit).toMatchObject({ action: 'approval-request', entity: 'approval', details: { action: 'confirm', total: 1200, count: 3 } });
    const pending = await t.request({ method: 'GET', url: '/api/approvals?status=pending' });
    expect(pending.json().data.map((row: { _id: string }) => row._id)).toContain(_id);
  });

  it('confirms below the threshold as before', async () => {
    const { user, ids } = await logsOf(2);
    const res = await bulkConfirm(ids);
    expect(res.statusCode).toBe(200);
    expect(await balance(user.id)).toBe(2 * LOG_KOBO);
  });

  it('turns a single confirmation of the threshold into a request too', async () => {
    const log = await insertTaskLog(db(), { amountKobo: APPROVAL_KOBO });
    const res = await post('/api/tasks/review', { taskLogId: log.id, action: 'confirm' });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ action: 'confirm', total: 1000, count: 1, includeFlagged: true });
  });

  it('holds its logs: anyone else reviewing or reversing them gets 409 naming the request, a bulk review leaves them', async () => {
    const { ids, request } = await requested();
    const single = await post('/api/tasks/review', { taskLogId: ids[0], action: 'reject', reason: 'Looks fake' }, other);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject({ code: 'approval.held', params: { approval: request._id } });
    expect(single.json().message).toContain(request._id);
    const bulk = await post('/api/tasks/review/bulk', { taskLogIds: ids, action: 'reject', reason: 'Looks fake' }, other);
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toMatchObject({ rejected: 0, skipped: 3, awaitingApproval: 3 });
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'pending']);
    const rows = (await t.request({ method: 'GET', url: `/api/tasks/tasklogs?approvalId=${request._id}` })).json().data;
    expect(rows.map((row: { awaitingApproval: string | null }) => row.awaitingApproval)).toEqual([request._id, request._id, request._id]);
    await reject(request._id);
    const after = (await t.request({ method: 'GET', url: `/api/tasks/tasklogs?approvalId=${request._id}` })).json().data;
    expect(after.map((row: { awaitingApproval: string | null }) => row.awaitingApproval)).toEqual([null, null, null]);
  });

  it('refuses the requester approving their own request (403) and a reviewer (403)', async () => {
    const { request } = await requested();
    const own = await post(`/api/approvals/${request._id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('approval.own_request');
    const reviewer = await approve(request._id, await roleToken(t, 'reviewer'));
    expect(reviewer.statusCode).toBe(403);
    expect((await db().select().from(approvalRequests).where(eq(approvalRequests.id, request._id)))[0].status).toBe('pending');
  });

  it('approved by another admin, runs once with the outcomes of a bulk review, audited with both admins; again is 409', async () => {
    const { user, ids, request } = await requested();
    const res = await approve(request._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      approval: { _id: request._id, status: 'approved', decidedBy: { name: 'Second Admin' }, decidedAt: expect.any(String) },
      result: { confirmed: 3, reversed: 0, skipped: 0 },
    });
    expect(await balance(user.id)).toBe(3 * LOG_KOBO);
    expect(await statuses(ids)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${request._id} and ${auditLog.action} = 'approve'`);
    expect(audit.details).toMatchObject({ requestedBy: request.requestedBy._id, total: 1200, outcome: { confirmed: 3 } });
    expect(audit.adminId).not.toBe(request.requestedBy._id);
    const again = await approve(request._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('approval.decided');
    expect(await balance(user.id)).toBe(3 * LOG_KOBO);
    await expectBalancesEqualLedgers(db());
  });

  it('10 concurrent approvals: one runs, nine get 409, one credit per log', async () => {
    const { user, request } = await requested();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(request._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balance(user.id)).toBe(3 * LOG_KOBO);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(3);
    await expectBalancesEqualLedgers(db());
  });

  it('after expiresAt: 410, listed as expired, its logs free to review', async () => {
    const { user, ids, request } = await requested();
    await db()
      .update(approvalRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvalRequests.id, request._id));
    const late = await approve(request._id);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('approval.expired');
    expect((await reject(request._id)).statusCode).toBe(410);
    expect(await balance(user.id)).toBe(0);
    const expired = await t.request({ method: 'GET', url: '/api/approvals?status=expired' });
    expect(expired.json().data.find((row: { _id: string }) => row._id === request._id)).toMatchObject({ status: 'expired' });
    const pending = await t.request({ method: 'GET', url: '/api/approvals?status=pending' });
    expect(pending.json().data.map((row: { _id: string }) => row._id)).not.toContain(request._id);
    const review = await post('/api/tasks/review', { taskLogId: ids[0], action: 'reject', reason: 'Late' }, other);
    expect(review.statusCode).toBe(200);
  });

  it('rejected with a reason: nothing written, its logs free again; without a reason 400', async () => {
    const { user, ids, request } = await requested();
    expect((await reject(request._id, '   ')).statusCode).toBe(400);
    const res = await reject(request._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', decisionReason: 'Proofs do not match the task', decidedBy: { name: 'Second Admin' } });
    expect(await balance(user.id)).toBe(0);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([]);
    expect((await approve(request._id)).statusCode).toBe(409);
    const small = await bulkConfirm(ids.slice(0, 2), other);
    expect(small.json().data).toMatchObject({ confirmed: 2 });
  });

  it('a reversal of the threshold or more is a request too; approving it writes the one debit', async () => {
    const user = await insertUser(db());
    const log = await insertTaskLog(db(), { userId: user.id, amountKobo: APPROVAL_KOBO });
    const confirm = await post('/api/tasks/review', { taskLogId: log.id, action: 'confirm' }, other);
    const approved = await approve(confirm.json().data._id, t.token);
    expect(approved.statusCode).toBe(200);
    expect(await balance(user.id)).toBe(APPROVAL_KOBO);
    const res = await post(`/api/tasks/tasklogs/${log.id}/reverse`, { reason: ' Fraud found later ' }, other);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ action: 'reverse', total: 1000, count: 1, reason: 'Fraud found later' });
    expect(await balance(user.id)).toBe(APPROVAL_KOBO);
    expect((await post(`/api/tasks/tasklogs/${log.id}/reverse`, { reason: 'Twice' })).json().code).toBe('approval.held');
    const run = await approve(res.json().data._id, t.token);
    expect(run.statusCode).toBe(200);
    expect(run.json().data.result).toMatchObject({ reversed: 1 });
    expect(await balance(user.id)).toBe(0);
    expect(await statuses([log.id])).toEqual(['reversed']);
    await expectBalancesEqualLedgers(db());
  });

  it('a reversal that cannot run (the balance spent) leaves the request pending: 409 and nothing written', async () => {
    const user = await insertUser(db());
    const log = await insertTaskLog(db(), { userId: user.id, amountKobo: APPROVAL_KOBO });
    const confirm = await post('/api/tasks/review', { taskLogId: log.id, action: 'confirm' }, other);
    await approve(confirm.json().data._id, t.token);
    const res = await post(`/api/tasks/tasklogs/${log.id}/reverse`, { reason: 'Fraud' }, other);
    await db().update(users).set({ balanceKobo: 0 }).where(eq(users.id, user.id));
    const run = await approve(res.json().data._id, t.token);
    expect(run.statusCode).toBe(409);
    expect(run.json().code).toBe('balance.insufficient');
    expect((await db().select().from(approvalRequests).where(eq(approvalRequests.id, res.json().data._id)))[0].status).toBe('pending');
    await db().update(users).set({ balanceKobo: APPROVAL_KOBO }).where(eq(users.id, user.id));
  });

  it('a request of an admin disabled since cannot be approved (409)', async () => {
    const maker = await roleToken(t, 'reviewer', 'Maker Reviewer');
    const { ids } = await logsOf(3);
    const res = await bulkConfirm(ids, maker);
    expect(res.statusCode).toBe(202);
    const makerId = res.json().data.requestedBy._id;
    await db().execute(sql`update admins set disabled = true where id = ${makerId}`);
    const run = await approve(res.json().data._id);
    expect(run.statusCode).toBe(409);
    expect(run.json().code).toBe('approval.requester_disabled');
  });

  it('lists requests for every role that reads; 404 for an unknown one; a bad id is 400', async () => {
    const viewer = await roleToken(t, 'viewer');
    const list = await t.request({ method: 'GET', url: '/api/approvals?perPage=5', token: viewer });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBeGreaterThan(0);
    expect((await approve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(400);
    expect((await approve((await requested()).request._id, viewer)).statusCode).toBe(403);
  });
};

describeApi('Four-eyes approval of large money moves', approvalTests, { money: { approvalKobo: APPROVAL_KOBO } });
