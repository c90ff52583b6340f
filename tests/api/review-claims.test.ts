import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, reviewClaims } from '../../server/db/schema/index.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { roleToken } from '../helpers/role-token.ts';
import { describeApi } from '../helpers/test-app.ts';
import { stepUp } from '../helpers/mfa.ts';

type Row = { _id: string; claimedBy: { _id: string; name: string } | null; claimedUntil: string | null };

describeApi('the review queue shared by reviewers: claims', (t) => {
  const queue = async (token: string, taskId: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/tasks/tasklogs/queue?taskId=${taskId}${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: { total: number; claimMinutes: number; heldByOthers: number } };
  };
  const ids = (page: { data: Row[] }) => page.data.map((row) => row._id);
  const review = (token: string, taskLogId: string) =>
    t.request({ method: 'POST', url: '/api/tasks/review', token, payload: { taskLogId, action: 'reject', reason: 'Not done' } });
  const seed = async (count: number) => {
    const logs = await seedPendingLogs(t.database.db, count);
    return { taskId: logs[0].taskId, logs };
  };

  it('two reviewers opening the queue get different rows; each keeps their own on reading it again', async () => {
    const { taskId } = await seed(12);
    const [ada, bola] = [await roleToken(t, 'reviewer', 'Ada Claims'), await roleToken(t, 'reviewer', 'Bola Claims')];
    const first = await queue(ada, taskId, '&perPage=5');
    const second = await queue(bola, taskId, '&perPage=5');
    expect(ids(first)).toHaveLength(5);
    expect(ids(second)).toHaveLength(5);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    expect(first.meta).toMatchObject({ total: 12, claimMinutes: 10, heldByOthers: 0 });
    expect(second.meta, 'what waits for Bola: all but what Ada holds').toMatchObject({ total: 7, heldByOthers: 5 });
    expect(ids(await queue(ada, taskId, '&perPage=5')), 'the same rows again, renewed').toEqual(ids(first));
    // Others (here the admin, reading the list) see who holds each row.
    const listed = (await t.request({ method: 'GET', url: `/api/tasks/tasklogs?taskId=${taskId}&perPage=50` })).json().data as Row[];
    expect(listed.find((row) => row._id === ids(first)[0])?.claimedBy?.name).toBe('Ada Claims');
    expect(Date.parse(listed.find((row) => row._id === ids(first)[0])!.claimedUntil!)).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('ten reviewers opening the queue at the same moment never get the same row', async () => {
    const { taskId } = await seed(40);
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => roleToken(t, 'reviewer', `Racer ${i}`)));
    const pages = await Promise.all(tokens.map((token) => queue(token, taskId, '&perPage=4')));
    const all = pages.flatMap(ids);
    expect(all).toHaveLength(40);
    expect(new Set(all).size, 'no row claimed twice').toBe(40);
  });

  it('a review of a row another reviewer holds is 409 naming them; their own review releases it', async () => {
    const { taskId } = await seed(3);
    const [ada, bola] = [await roleToken(t, 'reviewer', 'Ada Holder'), await roleToken(t, 'reviewer', 'Bola Other')];
    const [held] = ids(await queue(ada, taskId, '&perPage=1'));
    const refused = await review(bola, held);
    expect([refused.statusCode, refused.json()]).toMatchObject([409, { code: 'review.claimed', params: { by: 'Ada Holder' } }]);
    expect(refused.json().message).toMatch(/^Being reviewed by Ada Holder until /);
    // In bulk, the held row is left out and said so.
    const bulk = await t.request({
      method: 'POST',
      url: '/api/tasks/review/bulk',
      token: bola,
      payload: { taskLogIds: [held], action: 'reject', reason: 'Not done' },
    });
    expect(bulk.json().data).toMatchObject({ rejected: 0, claimed: 1, results: [{ taskLogId: held, outcome: 'claimed' }] });
    expect((await review(ada, held)).statusCode).toBe(200);
    expect(await t.database.db.select().from(reviewClaims).where(eq(reviewClaims.taskLogId, held))).toEqual([]);
  });

  it('an expired claim, or one held by a disabled account, is free for the next reviewer', async () => {
    const { taskId } = await seed(2);
    const [ada, bola] = [await roleToken(t, 'reviewer', 'Ada Expiring'), await roleToken(t, 'reviewer', 'Bola Next')];
    const [first, second] = ids(await queue(ada, taskId, '&perPage=2'));
    const nothingLeft = await queue(bola, taskId);
    expect([ids(nothingLeft), nothingLeft.meta.total, nothingLeft.meta.heldByOthers], 'an empty queue says its rows are in other hands').toEqual([[], 0, 2]);
    await t.database.db
      .update(reviewClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reviewClaims.taskLogId, first));
    expect(ids(await queue(bola, taskId))).toEqual([first]);
    const adaId = (await t.request({ method: 'GET', url: '/api/admin/admins?q=Ada%20Expiring' })).json().data[0]._id;
    await stepUp(t);
    expect((await t.request({ method: 'PUT', url: `/api/admin/admins/${adaId}`, payload: { disabled: true } })).statusCode).toBe(200);
    expect(ids(await queue(bola, taskId)).sort()).toEqual([first, second].sort());
    expect((await review(bola, second)).statusCode).toBe(200);
  });

  it('an admin releases a claim (audited, naming whose it was); a reviewer may not; signing out releases the session’s claims', async () => {
    const { taskId } = await seed(3);
    const ada = await roleToken(t, 'reviewer', 'Ada Released');
    const [one, two] = ids(await queue(ada, taskId, '&perPage=2'));
    expect((await t.request({ method: 'DELETE', url: `/api/tasks/tasklogs/${one}/claim`, token: ada })).statusCode).toBe(403);
    const released = await t.request({ method: 'DELETE', url: `/api/tasks/tasklogs/${one}/claim` });
    expect([released.statusCode, released.json()]).toMatchObject([200, { code: 'claim.released', data: { taskLogId: one, heldBy: 'Ada Released' } }]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release-claim'), eq(auditLog.entityId, one)));
    expect(audit.details).toEqual({ heldBy: 'Ada Released' });
    expect((await t.request({ method: 'DELETE', url: `/api/tasks/tasklogs/${one}/claim` })).statusCode, 'nothing left to release').toBe(404);
    // Ada's open queue does not take it straight back; another reviewer may.
    expect(ids(await queue(ada, taskId, '&perPage=3'))).not.toContain(one);
    const bola = await roleToken(t, 'reviewer', 'Bola After Release');
    expect(ids(await queue(bola, taskId, '&perPage=3'))).toContain(one);
    expect((await t.request({ method: 'POST', url: '/api/tasks/tasklogs/claims/renew', token: ada })).json().data).toEqual({ renewed: 2, claimMinutes: 10 });
    const bolaHeld = ids(await queue(bola, taskId, '&perPage=3'));
    expect((await t.request({ method: 'DELETE', url: '/api/tasks/tasklogs/claims', token: bola })).json().data, 'leaving the queue').toEqual({
      released: bolaHeld.length,
    });
    expect((await t.request({ method: 'POST', url: '/api/admin/logout', token: ada })).statusCode).toBe(200);
    expect(await t.database.db.select().from(reviewClaims).where(eq(reviewClaims.taskLogId, two))).toEqual([]);
  });

  it('an id written in upper case is refused (400), never taken for another row than the one held', async () => {
    const { taskId } = await seed(2);
    const [ada, bola] = [await roleToken(t, 'reviewer', 'Ada Case'), await roleToken(t, 'reviewer', 'Bola Case')];
    const [held] = ids(await queue(ada, taskId, '&perPage=1'));
    const upper = held.toUpperCase();
    const single = await review(bola, upper);
    expect([single.statusCode, single.json().code]).toEqual([400, 'validation.uuid']);
    const bulk = await t.request({
      method: 'POST',
      url: '/api/tasks/review/bulk',
      token: bola,
      payload: { taskLogIds: [upper], action: 'reject', reason: 'Not done' },
    });
    expect([bulk.statusCode, bulk.json().code]).toEqual([400, 'validation.uuid']);
    expect((await t.request({ method: 'DELETE', url: `/api/tasks/tasklogs/${upper}/claim` })).statusCode).toBe(400);
    expect((await review(bola, held)).statusCode, 'still held by Ada').toBe(409);
  });

  it('a reviewer moved to a role that does not review, or whose sessions an admin ended, holds nothing', async () => {
    const { taskId } = await seed(4);
    const [ada, dee, bola] = [
      await roleToken(t, 'reviewer', 'Ada Demoted'),
      await roleToken(t, 'reviewer', 'Dee Ended'),
      await roleToken(t, 'reviewer', 'Bola Picks Up'),
    ];
    const adaRows = ids(await queue(ada, taskId, '&perPage=2'));
    const deeRows = ids(await queue(dee, taskId, '&perPage=2'));
    expect((await queue(bola, taskId)).meta).toMatchObject({ total: 0, heldByOthers: 4 });
    const idOf = async (name: string) =>
      (await t.request({ method: 'GET', url: `/api/admin/admins?q=${encodeURIComponent(name)}` })).json().data[0]._id as string;
    await stepUp(t);
    expect((await t.request({ method: 'PUT', url: `/api/admin/admins/${await idOf('Ada Demoted')}`, payload: { role: 'viewer' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/admins/${await idOf('Dee Ended')}/sessions` })).statusCode).toBe(200);
    const listed = (await t.request({ method: 'GET', url: `/api/tasks/tasklogs?taskId=${taskId}&perPage=50` })).json().data as Row[];
    expect(
      listed.map((row) => row.claimedBy),
      'no one shows as holding them',
    ).toEqual([null, null, null, null]);
    expect(ids(await queue(bola, taskId, '&perPage=4')).sort()).toEqual([...adaRows, ...deeRows].sort());
  });

  it('refuses a viewer (403) and bad paging (400)', async () => {
    const { taskId } = await seed(1);
    const viewer = await roleToken(t, 'viewer');
    expect((await t.request({ method: 'GET', url: `/api/tasks/tasklogs/queue?taskId=${taskId}`, token: viewer })).statusCode).toBe(403);
    for (const query of ['perPage=0', 'perPage=100000', 'order=up', 'page=abc', 'taskId=x', 'sort=amount', 'page=0x10', 'page=1e3', 'page=+1', 'page=%201'])
      expect((await t.request({ method: 'GET', url: `/api/tasks/tasklogs/queue?${query}` })).statusCode, query).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/tasks/tasklogs/queue?page=1e3' })).json()).toMatchObject({
      code: 'validation.digits',
      params: { field: 'page' },
    });
  });
});
