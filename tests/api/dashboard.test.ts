import { expect, it } from 'vitest';
import { insertPackage, insertTask, insertTransaction, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('/api/admin/dashboard', (t) => {
  const dashboard = async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/dashboard/' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers zeros and empty tables on an empty database', async () => {
    expect(await dashboard()).toEqual({ data: { totalUsers: 0, totalTasks: 0, totalPackages: 0, transactions: [], users: [] } });
  });

  it('counts everything and shows the 10 newest transactions and users as the dashboard reads them', async () => {
    const db = t.database.db;
    const gold = await insertPackage(db, { name: 'Gold' });
    await insertPackage(db);
    await insertTask(db);
    const day = (d: number) => new Date(Date.UTC(2024, 0, d));
    const users = [];
    for (let d = 1; d <= 12; d++) {
      const paid = d % 2 === 0;
      users.push(
        await insertUser(db, {
          name: d === 12 ? null : `User Day ${d}`,
          email: `day${d}@rewards.ng`,
          isPaid: paid,
          packageId: paid ? gold.id : null,
          createdAt: day(d),
        }),
      );
    }
    for (let d = 1; d <= 11; d++) {
      await insertTransaction(db, { userId: users[d - 1].id, amountKobo: d * 100_000 + 50, status: d === 11 ? 'pending' : 'success', createdAt: day(d) });
    }

    const { data } = await dashboard();
    expect({ users: data.totalUsers, tasks: data.totalTasks, packages: data.totalPackages }).toEqual({ users: 12, tasks: 1, packages: 2 });

    expect(data.transactions).toHaveLength(10);
    expect(data.transactions[0]).toEqual({
      _id: expect.any(String),
      userId: users[10].id,
      name: 'User Day 11',
      email: 'day11@rewards.ng',
      amount: 11_000.5,
      status: 'pending',
      date: '2024-01-11T00:00:00.000Z',
    });
    expect(data.transactions.at(-1).date).toBe('2024-01-02T00:00:00.000Z');

    expect(data.users).toHaveLength(10);
    expect(data.users[0]).toEqual({
      _id: users[11].id,
      name: null,
      email: 'day12@rewards.ng',
      date: '2024-01-12T00:00:00.000Z',
      isPaid: true,
      package: 'Gold',
    });
    expect(data.users[1]).toMatchObject({ name: 'User Day 11', isPaid: false, package: null });
    expect(data.users.at(-1).date).toBe('2024-01-03T00:00:00.000Z');
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/dashboard', token: null });
    expect(res.statusCode).toBe(401);
  });
});
