// @vitest-environment node
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProviders } from '../support/consoleProviders.ts';
import { importServerModule, startLiveServer, type LiveServer } from '../support/liveServer.ts';
import { installMemoryStorage } from '../support/memoryStorage.ts';

const storage = installMemoryStorage();
const NOW = new Date('2025-06-01T12:00:00Z');

/** A live server holding demo data: 50 users, 250 transactions at scale 0.1. */
async function seededServer(overrides: Record<string, unknown> = {}) {
  const server = await startLiveServer(overrides);
  const { seedDemo } = await importServerModule<{ seedDemo(db: unknown, options: { scale: number; now: Date }): Promise<unknown> }>(
    'server/db/seed/seed-demo.ts',
  );
  await seedDemo(server.database.db, { scale: 0.1, now: NOW });
  return server;
}

function providerFor(server: LiveServer): DataProvider {
  storage.setItem('token', server.token);
  return consoleProviders(server.apiUrl).dataProvider;
}

const params = (page: number, perPage: number, field = 'createdAt', order: 'ASC' | 'DESC' = 'DESC', filter = {}): GetListParams => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});
const listRequests = (server: LiveServer) => server.requests.filter((r) => r.startsWith('GET /api/admin/transactions'));
const ids = (rows: RaRecord[]) => rows.map((row) => row.id);

describe('a server offering the paging extension', () => {
  let server: LiveServer;
  let dp: DataProvider;
  beforeAll(async () => {
    server = await seededServer();
    dp = providerFor(server);
  });
  afterAll(() => server?.close());

  const queryOf = (request: string) => new URLSearchParams(request.split('?')[1]);

  it("is detected from its first answer: pages come from the server, asked in react-admin's simple-rest dialect", async () => {
    const before = listRequests(server).length;
    const first = await dp.getList('transactions', params(1, 20));
    const asked = listRequests(server).slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(queryOf(asked[0]))).toEqual({ sort: '["createdAt","DESC"]', range: '[0,19]', filter: '{}' });
    expect(first.data).toHaveLength(20);
    expect(first.total).toBeGreaterThan(200);
    expect(first.meta).toEqual({ serverPaged: true, totalIsEstimate: false });
  });

  it('walks every page once, each by its range', async () => {
    const { data: everything, total } = await dp.getList('transactions', params(1, 200));
    const rest = await dp.getList('transactions', params(2, 200));
    const expected = ids([...everything, ...rest.data]);
    expect(expected).toHaveLength(total!);

    const before = listRequests(server).length;
    const walked: unknown[] = [];
    for (let page = 1; walked.length < total!; page++) walked.push(...ids((await dp.getList('transactions', params(page, 30))).data));
    expect(walked).toEqual(expected);
    const asked = listRequests(server).slice(before);
    expect(asked.map((r) => queryOf(r).get('range'))).toEqual(asked.map((_, i) => `[${i * 30},${i * 30 + 29}]`));
  });

  it('getMany asks the server for those records only, and getManyReference for the records of one target', async () => {
    const { data: some } = await dp.getList('transactions', params(3, 4));
    const before = listRequests(server).length;
    const many = await dp.getMany('transactions', { ids: some.map((row) => row.id) });
    expect(ids(many.data).sort()).toEqual(ids(some).sort());
    expect(JSON.parse(queryOf(listRequests(server)[before]).get('filter')!)).toEqual({ id: ids(some) });

    const byStatus = await dp.getManyReference('transactions', {
      target: 'status',
      id: 'failed',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'amount', order: 'ASC' },
      filter: {},
    });
    expect(byStatus.data.length).toBe(5);
    expect(byStatus.data.every((row) => row.status === 'failed')).toBe(true);
    expect(byStatus.data.map((row) => row.amount)).toEqual([...byStatus.data.map((row) => row.amount)].sort((a, b) => a - b));
  });

  it("sends the server's names: a column's sort, and date filters as the local day's bounds", async () => {
    const before = listRequests(server).length;
    const filter = { createdAt_gte: '2025-05-01', createdAt_lte: '2025-05-31', status: 'success' };
    const { data } = await dp.getList('transactions', params(1, 50, 'transaction_id', 'ASC', filter));
    const [asked] = listRequests(server).slice(before);
    const query = queryOf(asked);
    expect(JSON.parse(query.get('sort')!)).toEqual(['transactionId', 'ASC']);
    const sent = JSON.parse(query.get('filter')!);
    expect(sent.from).toBe(new Date(2025, 4, 1).toISOString());
    expect(sent.to).toBe(new Date(2025, 4, 31, 23, 59, 59, 999).toISOString());
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      expect(row.status).toBe('success');
      expect(new Date(row.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(2025, 4, 1).getTime());
    }
    expect(data.map((row) => row.transaction_id)).toEqual([...data.map((row) => row.transaction_id)].sort());
  });

  it('searches on the server and the total follows the search', async () => {
    const {
      data: [someone],
    } = await dp.getList('users', { ...params(1, 1), filter: {} });
    const found = await dp.getList('users', params(1, 50, 'createdAt', 'DESC', { q: someone.email }));
    expect(found.total).toBe(1);
    expect(found.data[0].id).toBe(someone.id);
  });
});

describe('a server whose totals are estimated above a limit', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await seededServer({ lists: { exactCountLimit: 20 } });
  });
  afterAll(() => server?.close());

  it('passes the estimate flag on to the list', async () => {
    const page = await providerFor(server).getList('transactions', params(1, 10));
    expect(page.meta).toEqual({ serverPaged: true, totalIsEstimate: true });
    expect(page.total).toBeGreaterThan(20);
  });
});

describe('a server answering whole lists (the production backend)', () => {
  let server: LiveServer;
  let paged: LiveServer;
  beforeAll(async () => {
    [server, paged] = await Promise.all([seededServer({ lists: { paging: false } }), seededServer()]);
  });
  afterAll(() => Promise.all([server?.close(), paged?.close()]));

  it('is detected from its answer without Content-Range: the list is paged, sorted and filtered here, fetched once', async () => {
    const dp = providerFor(server);
    const filter = { status: 'failed' };
    const before = listRequests(server).length;
    const first = await dp.getList('transactions', params(1, 10, 'amount', 'ASC', filter));
    const second = await dp.getList('transactions', params(2, 10, 'amount', 'ASC', filter));
    expect(listRequests(server).length - before).toBe(1);
    expect(first.meta).toEqual({ serverPaged: false });

    // The same answers as the server computes them when it pages (same seed, same rows).
    storage.setItem('token', paged.token);
    const reference = consoleProviders(paged.apiUrl).dataProvider;
    const expected = await reference.getList('transactions', params(1, 20, 'amount', 'ASC', filter));
    expect(first.total).toBe(expected.total);
    // (Equal amounts may come in another order: the server breaks ties by id.)
    expect([...first.data, ...second.data].map((row) => row.amount)).toEqual(expected.data.map((row) => row.amount));
    expect(first.data.every((row) => row.status === 'failed')).toBe(true);

    const some = ids(first.data.slice(0, 3));
    const many = await dp.getMany('transactions', { ids: some });
    expect(ids(many.data).sort()).toEqual([...some].sort());
    expect(listRequests(server).length - before).toBe(1);
  });
});
