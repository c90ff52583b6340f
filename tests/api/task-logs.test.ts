import { expect, it } from 'vitest';
import { MAX_PER_PAGE } from '../../server/lists/list-params.ts';
import { insertTask, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('GET /api/tasks/tasklogs', (t) => {
  const db = () => t.database.db;
  const list = (query = '') => t.request({ method: 'GET', url: `/api/tasks/tasklogs${query}` });

  it('answers every log newest first, with its user and task embedded', async () => {
    const user = await insertUser(db(), { name: 'Chiamaka Eze', email: 'chiamaka@example.ng' });
    const task = await insertTask(db(), { title: 'Follow @rewardsng', taskLink: 'https://x.com/rewardsng' });
    const older = await insertTaskLog(db(), { createdAt: new Date('2001-01-01') });
    const newest = await insertTaskLog(db(), { userId: user.id, taskId: task.id, amountKobo: 20_050, createdAt: new Date('2099-01-01') });
    for (const url of ['/api/tasks/tasklogs', '/api/tasks/tasklogs/']) {
      const body = (await t.request({ method: 'GET', url })).json();
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data[0]).toEqual({
        _id: newest.id,
        status: 'pending',
        amount: 200.5,
        createdAt: '2099-01-01T00:00:00.000Z',
        userId: { _id: user.id, name: 'Chiamaka Eze', email: 'chiamaka@example.ng', frozen: null },
        taskId: { _id: task.id, title: 'Follow @rewardsng', taskLink: 'https://x.com/rewardsng' },
        reviewedBy: null,
        reviewedAt: null,
        reason: null,
        reversedBy: null,
        reversedAt: null,
        reversalReason: null,
        proofUrl: null,
        proofImageUrl: null,
        flags: [],
        flagged: false,
        awaitingApproval: null,
        claimedBy: null,
        claimedUntil: null,
      });
      expect(body.data.at(-1)._id).toBe(older.id);
    }
  });

  it('shows a user without a name as null', async () => {
    const user = await insertUser(db(), { name: null });
    const log = await insertTaskLog(db(), { userId: user.id, createdAt: new Date('2098-01-01') });
    const body = (await list()).json();
    expect(body.data.find((l: { _id: string }) => l._id === log.id).userId.name).toBeNull();
  });

  it('filters by status and searches user name, email and task title, paging the result', async () => {
    const ngozi = await insertUser(db(), { name: 'Ngozi Search', email: 'ngozi@search.ng' });
    const tunde = await insertUser(db(), { name: 'Tunde', email: 'tunde.searchme@mail.ng' });
    const a = await insertTaskLog(db(), { userId: ngozi.id, amountKobo: 10_000 });
    const b = await insertTaskLog(db(), { userId: tunde.id, amountKobo: 30_000 });
    await insertTaskLog(db(), { userId: tunde.id, status: 'confirmed', amountKobo: 50_000 });
    const res = await list('?q=SEARCH&status=pending&sort=amount&order=desc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [expect.objectContaining({ _id: b.id }), expect.objectContaining({ _id: a.id })],
      meta: { total: 2, page: 1, perPage: 50 },
    });
    const confirmed = (await list('?status=confirmed&q=tunde')).json();
    expect(confirmed.data.map((l: { status: string; amount: number }) => [l.status, l.amount])).toEqual([['confirmed', 500]]);
  });

  it('searches the task title', async () => {
    const task = await insertTask(db(), { title: 'Subscribe to Zikoko Unique' });
    const log = await insertTaskLog(db(), { taskId: task.id });
    const body = (await list('?q=zikoko%20unique')).json();
    expect(body.data.map((l: { _id: string }) => l._id)).toEqual([log.id]);
  });

  it('sorts by status', async () => {
    const body = (await list('?sort=status&order=asc&perPage=200')).json();
    const statuses = body.data.map((l: { status: string }) => l.status);
    expect(statuses).toEqual([...statuses].sort());
  });

  it.each(['?status=approved', '?sort=userId', `?perPage=${MAX_PER_PAGE + 1}`, '?order=sideways'])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^querystring /);
  });

  it('needs a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/tasks/tasklogs', token: null })).statusCode).toBe(401);
  });
});
