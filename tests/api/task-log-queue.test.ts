import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { taskReview } from '../../entities/task-review.ts';
import { taskLogs } from '../../server/db/schema/index.ts';
import { insertTask, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('the review queue: counts, reviewer, reason, proof, filters and order', (t) => {
  const db = () => t.database.db;
  const get = (url: string) => t.request({ method: 'GET', url });
  const counts = async () => (await get('/api/tasks/tasklogs/counts')).json().data;
  /** The counts as the table holds them, counted the slow way. */
  const counted = async () => {
    const result = (await db().execute(sql`select status, count(*)::int as n from task_logs group by status`)) as unknown as {
      rows: { status: string; n: number }[];
    };
    const of = (status: string) => result.rows.find((row) => row.status === status)?.n ?? 0;
    const flagged = (await db().execute(sql`select count(*)::int as n from task_logs where status = 'pending' and flagged`)) as unknown as {
      rows: { n: number }[];
    };
    return { pending: of('pending'), confirmed: of('confirmed'), rejected: of('rejected'), reversed: of('reversed'), flagged: flagged.rows[0].n };
  };

  it('counts follow inserts, single and bulk reviews, deletes and truncation exactly', async () => {
    expect(await counts()).toEqual(await counted());
    const logs = await seedPendingLogs(db(), 6, 2);
    expect(await counts()).toEqual(await counted());
    await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: logs[0].id, action: 'confirm' } });
    await t.request({
      method: 'POST',
      url: '/api/tasks/review/bulk',
      payload: { taskLogIds: logs.slice(1, 4).map((l) => l.id), action: 'reject', reason: 'Duplicate submission' },
    });
    const now = await counts();
    expect(now).toEqual(await counted());
    expect(now.confirmed).toBeGreaterThanOrEqual(1);
    expect(now.rejected).toBeGreaterThanOrEqual(3);
    // A change of another column leaves the counts alone; a delete takes its log away.
    await db()
      .update(taskLogs)
      .set({ amountKobo: 1 })
      .where(sql`${taskLogs.id} = ${logs[5].id}`);
    await db()
      .delete(taskLogs)
      .where(sql`${taskLogs.id} = ${logs[4].id}`);
    expect(await counts()).toEqual(await counted());
    // Claims on the logs go with them (their key references the log).
    await db().execute(sql`truncate task_logs, review_claims`);
    expect(await counts()).toEqual({ pending: 0, confirmed: 0, rejected: 0, reversed: 0, flagged: 0 });
  });

  it('rows carry who reviewed them, when, why, and the proof', async () => {
    const log = await insertTaskLog(db(), { proofUrl: 'https://x.com/someone/status/1', proofImageUrl: 'https://cdn.example.ng/proof/1.png' });
    const pending = await get(`/api/tasks/tasklogs?page=1&perPage=5&userId=${log.userId}`);
    expect(pending.json().data).toEqual([
      expect.objectContaining({
        _id: log.id,
        reviewedBy: null,
        reviewedAt: null,
        reason: null,
        proofUrl: 'https://x.com/someone/status/1',
        proofImageUrl: 'https://cdn.example.ng/proof/1.png',
      }),
    ]);
    await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: log.id, action: 'reject', reason: 'Task not completed' } });
    const [row] = (await get(`/api/tasks/tasklogs?page=1&perPage=5&userId=${log.userId}`)).json().data;
    expect(row).toMatchObject({
      status: 'rejected',
      reason: 'Task not completed',
      reviewedBy: { _id: expect.any(String), email: expect.stringContaining('@') },
    });
    expect(Date.parse(row.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the database refuses proof links that are not http(s) and reasons longer than a review may give', async () => {
    const reason = 'z'.repeat(taskReview.bounds.maxReasonLength + 1);
    for (const values of [{ proofUrl: 'javascript:alert(1)' }, { proofImageUrl: 'data:image/png;base64,AAAA' }, { reason, status: 'rejected' as const }]) {
      await expect(insertTaskLog(db(), values)).rejects.toThrow();
    }
  });

  it('filters by task and by user, and serves the queue oldest first', async () => {
    const task = await insertTask(db());
    const user = await insertUser(db());
    const times = ['2025-03-01T10:00:00Z', '2025-01-01T10:00:00Z', '2025-02-01T10:00:00Z'];
    const logs = [];
    for (const at of times) logs.push(await insertTaskLog(db(), { taskId: task.id, userId: user.id, createdAt: new Date(at) }));
    await insertTaskLog(db(), { userId: user.id }); // another task
    await insertTaskLog(db(), { taskId: task.id }); // another user
    const oldestFirst = (await get(`/api/tasks/tasklogs?page=1&perPage=10&taskId=${task.id}&userId=${user.id}&status=pending&sort=createdAt&order=asc`)).json();
    expect(oldestFirst.data.map((row: { _id: string }) => row._id)).toEqual([logs[1].id, logs[2].id, logs[0].id]);
    expect(oldestFirst.meta.total).toBe(3);
    const byTask = (await get(`/api/tasks/tasklogs?page=1&perPage=10&taskId=${task.id}`)).json();
    expect(byTask.meta.total).toBe(4);
    const simpleRest = await get(
      `/api/tasks/tasklogs?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}&range=[0,9]&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
    );
    expect(simpleRest.json()).toHaveLength(4);
    expect((await get('/api/tasks/tasklogs?page=1&taskId=nope')).statusCode).toBe(400);
  });
});
