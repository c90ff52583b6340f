// @vitest-environment node
import type { DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_WAITING } from '@/dashboard/workWaiting.ts';
import { SEARCH_TARGETS } from '@/layout/searchTargets.ts';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();

/** Reads the same things the user page, the work-waiting counts and the header search read, from a server that pages and from one answering whole lists (the production backend). */
describe.each([
  ['a server that pages', {}],
  ['a whole-list server (production)', { lists: { paging: false } }],
])('%s', (_, overrides) => {
  let server: LiveServer;
  let dp: DataProvider;
  beforeAll(async () => {
    server = await startLiveServer(overrides);
    const { seedDemo } = await importServerModule<{ seedDemo(db: unknown, options: { scale: number; now: Date }): Promise<unknown> }>(
      'server/db/seed/seed-demo.ts',
    );
    await seedDemo(server.database.db, { scale: 0.1, now: new Date() });
    storage.setItem('token', server.token);
    dp = consoleProviders(server.apiUrl).dataProvider;
  });
  afterAll(() => server?.close());

  it("opens one user by id and lists only that user's transactions and task submissions, newest first", async () => {
    const { data: users } = await dp.getList('users', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const busiest = users[7];
    const { data: user } = await dp.getOne('users', { id: busiest.id });
    expect(user).toMatchObject({ id: busiest.id, email: busiest.email, balance: expect.any(Number) });

    const page = await dp.getManyReference('transactions', {
      target: 'user',
      id: busiest.id,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.length).toBe(Math.min(5, page.total!));
    for (const row of page.data) expect(row.user._id).toBe(busiest.id);
    const times = page.data.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const failed = await dp.getManyReference('transactions', {
      target: 'user',
      id: busiest.id,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'failed' },
    });
    for (const row of failed.data) expect(row).toMatchObject({ status: 'failed', user: { _id: busiest.id } });

    const logs = await dp.getManyReference('tasksLog', {
      target: 'userId',
      id: busiest.id,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    for (const row of logs.data) expect(row.userId._id).toBe(busiest.id);
  });

  it('counts each kind of work waiting from its filtered list, as the list itself shows it', async () => {
    const now = new Date();
    for (const item of WORK_WAITING) {
      const one = await dp.getList(item.resource, { filter: item.filter(now), sort: item.sort, pagination: { page: 1, perPage: 1 } });
      const all = await dp.getList(item.resource, { filter: item.filter(now), sort: item.sort, pagination: { page: 1, perPage: 200 } });
      expect(one.total, item.id).toBe(all.data.length);
      if (item.id === 'pending_reviews') {
        expect(all.data.every((row) => row.status === 'pending')).toBe(true);
        expect(one.data[0]?.createdAt).toBe(all.data[0]?.createdAt);
        expect(all.total).toBeGreaterThan(0);
      }
    }
  });

  it('finds a user by part of their email and a transaction by its reference through the lists the header search asks', async () => {
    const {
      data: [someone],
    } = await dp.getList('users', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const found = await dp.getList('users', {
      filter: { q: String(someone.email).slice(0, 12) },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(found.data.map((row) => row.id)).toContain(someone.id);
    const {
      data: [transaction],
    } = await dp.getList('transactions', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const byReference = await dp.getList('transactions', {
      filter: { q: transaction.reference },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(byReference.data.map((row) => row.id)).toEqual([transaction.id]);
    expect(SEARCH_TARGETS.map((target) => target.primary)).toEqual(['name', 'reference', 'code', 'title']);
  });
});
