import { expect, it } from 'vitest';
import { lagosDayStart, lastLagosDays, todayInLagos } from '../../entities/lagos-days.ts';
import { insertCoupon, insertPackage, insertTaskLog, insertTask, insertTransaction, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

/** What the user page, the dashboard's work-waiting numbers and its chart read from the server. */
describeApi('user page and dashboard data', (t) => {
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('a user carries their balance; transactions and task logs filter by userId, paged', async () => {
    const db = t.database.db;
    const ada = await insertUser(db, { name: 'Ada', balanceKobo: 123_450 });
    const bola = await insertUser(db, { name: 'Bola' });
    for (let i = 0; i < 3; i++) await insertTransaction(db, { userId: ada.id });
    await insertTransaction(db, { userId: bola.id });
    const task = await insertTask(db);
    await insertTaskLog(db, { userId: ada.id, taskId: task.id });
    await insertTaskLog(db, { userId: bola.id, taskId: task.id });

    const users = await get(`/api/admin/alluser/?filter=${encodeURIComponent(JSON.stringify({ id: [ada.id] }))}&range=[0,9]`);
    expect(users).toEqual([expect.objectContaining({ id: ada.id, _id: ada.id, name: 'Ada', balance: 1234.5 })]);

    const adaTransactions = await get(`/api/admin/transactions/?userId=${ada.id}&page=1&perPage=2`);
    expect(adaTransactions.meta.total).toBe(3);
    expect(adaTransactions.data.data ?? adaTransactions.data).toHaveLength(2);
    for (const row of adaTransactions.data.data ?? adaTransactions.data) expect(row.user._id).toBe(ada.id);

    const logs = await get(`/api/tasks/tasklogs?userId=${bola.id}&page=1&perPage=10`);
    expect((logs.data.data ?? logs.data).map((l: { userId: { _id: string } }) => l.userId._id)).toEqual([bola.id]);

    const refused = await t.request({ method: 'GET', url: '/api/admin/transactions/?userId=not-a-uuid&page=1&perPage=2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/userId/);
  });

  it('coupons filter by an expiry range (expiring this week)', async () => {
    const db = t.database.db;
    const pkg = await insertPackage(db);
    const today = todayInLagos();
    const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000);
    await insertCoupon(db, { code: 'SOON-1', packageId: pkg.id, expiryDate: inDays(2) });
    await insertCoupon(db, { code: 'LATER-1', packageId: pkg.id, expiryDate: inDays(40) });
    await insertCoupon(db, { code: 'PAST-1', packageId: pkg.id, expiryDate: inDays(-3) });
    const from = lagosDayStart(today).toISOString();
    const to = new Date(lagosDayStart(today).getTime() + 7 * 86_400_000 - 1).toISOString();
    const body = await get(`/api/coupon/?expiresFrom=${encodeURIComponent(from)}&expiresTo=${encodeURIComponent(to)}&page=1&perPage=10`);
    expect((body.data.data ?? body.data).map((c: { code: string }) => c.code)).toEqual(['SOON-1']);
    expect((await t.request({ method: 'GET', url: '/api/coupon/?expiresFrom=yesterday&page=1&perPage=10' })).statusCode).toBe(400);
  });

  it('the volume is 30 Lagos days of successful credits and debits, every day present', async () => {
    const db = t.database.db;
    const user = await insertUser(db);
    const days = lastLagosDays(30);
    // The earlier tests' transactions are dated now: what they moved is the baseline.
    const before = (await get('/api/admin/dashboard/volume')).data.days as { credits: number; debits: number }[];
    const at = (day: string, hour: number) => new Date(lagosDayStart(day).getTime() + hour * 3_600_000);
    // 23:30 in Lagos on the last day but one is 22:30 UTC: it counts for that Lagos day, not the next.
    await insertTransaction(db, { userId: user.id, transactionType: 'credit', status: 'success', amountKobo: 150_000, createdAt: at(days[28], 23.5) });
    await insertTransaction(db, { userId: user.id, transactionType: 'credit', status: 'success', amountKobo: 50_000, createdAt: at(days[28], 1) });
    await insertTransaction(db, { userId: user.id, transactionType: 'debit', status: 'success', amountKobo: 70_025, createdAt: at(days[29], 0) });
    await insertTransaction(db, { userId: user.id, transactionType: 'debit', status: 'failed', amountKobo: 999_999, createdAt: at(days[29], 2) });
    await insertTransaction(db, { userId: user.id, transactionType: 'credit', status: 'success', amountKobo: 999_999, createdAt: at(days[0], -1) });

    const { data } = await get('/api/admin/dashboard/volume');
    expect(data.days.map((d: { day: string }) => d.day)).toEqual(days);
    const added = (i: number) => ({ day: data.days[i].day, credits: data.days[i].credits - before[i].credits, debits: data.days[i].debits - before[i].debits });
    expect(added(28)).toEqual({ day: days[28], credits: 2000, debits: 0 });
    expect(added(29)).toEqual({ day: days[29], credits: 0, debits: 700.25 });
    expect(data.days[0]).toEqual({ day: days[0], credits: 0, debits: 0 });
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard/volume', token: null })).statusCode).toBe(401);
    // Nothing narrows it: a parameter that looks as if it would (one user's volume) is refused, not ignored.
    const narrowed = await t.request({ method: 'GET', url: `/api/admin/dashboard/volume?userId=${user.id}` });
    expect(narrowed.statusCode).toBe(400);
  });

  it('answers a burst of volume requests from one aggregate, each caller the same days', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.request({ method: 'GET', url: '/api/admin/dashboard/volume' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});
