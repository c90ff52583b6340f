import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { insertTransaction, insertUser } from '../helpers/builders.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

const NOW = new Date('2025-06-01T12:00:00Z');

interface Page {
  data: { _id?: string; code?: string }[];
  meta: { total: number; page: number; perPage: number; totalIsEstimate?: true; next?: string };
}

const get = async (t: TestApp, url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** A row's identity: `_id`, or a coupon's code. */
const key = (row: Page['data'][number]) => row._id ?? row.code!;

/** Every page of a list, each asked with the previous page's `meta.next`. */
async function walk(t: TestApp, url: string, perPage: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const body = await get(t, `${url}&perPage=${perPage}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...body.data.map(key));
    if (!body.meta.next) return ids;
    cursor = body.meta.next;
  }
}

describeApi('the paging extension: keyset cursors', (t) => {
  beforeAll(async () => {
    // 100 users, 500 transactions (ties on amount, status, type), plus users without a name and
    // transactions sharing one timestamp, so every order needs its id tie-breaker.
    await seedDemo(t.database.db, { scale: 0.2, now: NOW });
    const at = new Date('2025-05-01T00:00:00Z');
    for (let i = 0; i < 7; i++) {
      const user = await insertUser(t.database.db, { name: null, email: `nameless${i}@test.ng`, createdAt: at });
      await insertTransaction(t.database.db, { userId: user.id, createdAt: at, amountKobo: 50_000 });
    }
  });

  it.each([
    '/api/admin/transactions?sort=createdAt&order=desc',
    '/api/admin/transactions?sort=amount&order=asc',
    '/api/admin/transactions?sort=status&order=desc',
    '/api/admin/transactions?sort=reference&order=asc',
    '/api/admin/transactions?sort=transactionServices&order=asc&transaction_type=debit',
    '/api/admin/alluser?sort=name&order=asc',
    '/api/admin/alluser?sort=isPaid&order=desc',
    '/api/admin/alluser?sort=email&order=asc&q=a',
    '/api/tasks/tasklogs?sort=amount&order=desc',
    '/api/coupon?sort=code&order=asc',
  ])('walking %s with the cursor yields every row exactly once, in the order of one big page', async (url) => {
    const all = await get(t, `${url}&perPage=200&page=1`);
    const big = all.data.map(key);
    for (let page = 2; big.length < all.meta.total; page++) big.push(...(await get(t, `${url}&perPage=200&page=${page}`)).data.map(key));
    expect(big.length).toBeGreaterThan(20);
    const walked = await walk(t, url, 17);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(big);
  });

  it('gives no cursor on the last page, and one on a page reached by number', async () => {
    const { total } = (await get(t, '/api/admin/transactions?perPage=1')).meta;
    const last = await get(t, `/api/admin/transactions?perPage=100&page=${Math.ceil(total / 100)}`);
    expect(last.data).toHaveLength(total % 100 || 100);
    expect(last.meta.next).toBeUndefined();
    const middle = await get(t, '/api/admin/transactions?perPage=100&page=3');
    const after = await get(t, `/api/admin/transactions?perPage=100&page=4&cursor=${middle.meta.next}`);
    expect(after.data).toEqual((await get(t, '/api/admin/transactions?perPage=100&page=4')).data);
  });

  it.each([
    ['a cursor given for another sort', async () => (await get(t, '/api/admin/transactions?sort=amount&order=asc&perPage=5')).meta.next!, /another sort/],
    ['garbage', async () => 'not-a-cursor', /cursor is not one this server gave/],
  ])('refuses %s with 400', async (_, cursorOf, message) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/transactions?sort=createdAt&order=desc&cursor=${await cursorOf()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('pages a sort over a joined column by number only (no cursor)', async () => {
    const body = await get(t, '/api/tasks?sort=socialPlatform&order=asc&perPage=5');
    expect(body.data).toHaveLength(5);
    expect(body.meta.next).toBeUndefined();
  });
});

describeApi(
  'the paging extension: estimated totals',
  (t) => {
    beforeAll(() => seedDemo(t.database.db, { scale: 0.2, now: NOW }));

    it('counts exactly up to the limit, and above it answers the estimate, flagged', async () => {
      const all = await get(t, '/api/admin/transactions?perPage=5');
      expect(all.meta.totalIsEstimate).toBe(true);
      expect(all.meta.total).toBeGreaterThan(40);
      const few = await get(t, '/api/admin/alluser?perPage=5&q=nobody-is-called-this');
      expect(few.meta).toEqual({ total: 0, page: 1, perPage: 5 });
      const [some] = (await get(t, '/api/admin/transactions?perPage=1')).data as unknown as { reference: string }[];
      const one = await get(t, `/api/admin/transactions?perPage=5&q=${some.reference}`);
      expect(one.meta).toEqual({ total: 1, page: 1, perPage: 5 });
    });
  },
  { lists: { exactCountLimit: 40 } },
);

describe('LIST_PAGING=off', () => {
  describeApi(
    'a server with the paging extension switched off',
    (t) => {
      beforeAll(() => seedDemo(t.database.db, { scale: 0.02, now: NOW }));

      it('answers the whole list whatever the query asks, as the production backend does', async () => {
        const res = await t.request({ method: 'GET', url: '/api/admin/transactions?page=2&perPage=5&sort=amount&order=asc&status=failed' });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(Object.keys(body)).toEqual(['data']);
        expect(body.data).toHaveLength(50);
      });
    },
    { lists: { paging: false } },
  );
});
