import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type Row = { id?: string; _id?: string; code?: string; amount?: number; status?: string };

const get = async (t: TestApp, url: string, headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { data: Row[]; meta?: { total: number }; code?: string } };
};

/** A simple-rest answer: the records themselves, each with `id`. */
const records = async (t: TestApp, url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { headers: res.headers, rows: res.json() as Row[] };
};

/** react-admin's ra-data-simple-rest requests, answered by the paging extension with Content-Range and the records as the body. */
describeApi("the lists speak react-admin's simple-rest dialect", (t) => {
  beforeAll(async () => {
    await seedDemo(t.database.db, { scale: 0.2, now: new Date('2025-06-01T12:00:00Z') });
  });

  it("sort, range and filter give the records of the page the extension's own parameters give, each with id, and Content-Range", async () => {
    const dialect = await records(t, `/api/admin/transactions?sort=${json(['amount', 'DESC'])}&range=${json([10, 19])}&filter=${json({ status: 'failed' })}`);
    const own = await get(t, '/api/admin/transactions?sort=amount&order=desc&page=2&perPage=10&status=failed');
    expect(dialect.rows).toEqual(own.body.data.map((row) => ({ id: row._id, ...row })));
    expect(dialect.rows).toHaveLength(10);
    expect(dialect.rows.every((row) => row.status === 'failed')).toBe(true);
    // The extension's own dialect keeps the contract's records: no id beside _id.
    expect(own.body.data.some((row) => 'id' in row)).toBe(false);
    expect(dialect.headers['content-range']).toBe(`transactions 10-19/${own.body.meta!.total}`);
    expect(dialect.headers['x-total-is-estimate']).toBeUndefined();
  });

  it('a search travels in the filter; an empty page says */total', async () => {
    const found = await get(t, `/api/admin/alluser/?sort=${json(['createdAt', 'ASC'])}&range=${json([0, 4])}&filter=${json({ q: 'a' })}`);
    expect(found.status).toBe(200);
    expect(found.headers['content-range']).toMatch(/^users 0-4\/\d+$/);
    const none = await records(t, `/api/admin/alluser/?range=${json([0, 4])}&filter=${json({ q: 'no such user at all' })}`);
    expect(none.headers['content-range']).toBe('users */0');
    expect(none.rows).toEqual([]);
  });

  it("filter.id selects records by their key: ids, or a coupon's code (getMany)", async () => {
    const some = (await get(t, '/api/admin/transactions?perPage=3')).body.data.map((row) => row._id!);
    const byId = await records(t, `/api/admin/transactions?filter=${json({ id: some })}&range=${json([0, 9])}`);
    expect(byId.rows.map((row) => row.id).sort()).toEqual([...some].sort());
    const codes = (await get(t, '/api/coupon/?perPage=2')).body.data.map((row) => row.code!);
    const byCode = await records(t, `/api/coupon/?filter=${json({ id: codes })}&range=${json([0, 9])}`);
    expect(byCode.rows.map((row) => row.id).sort()).toEqual([...codes].sort());
    expect(byCode.rows.every((row) => row.id === row.code)).toBe(true);
    expect(byCode.headers['content-range']).toBe('coupon 0-1/2');
    // getMany sends no range: every record asked comes on one page.
    const many = (await get(t, '/api/admin/transactions?perPage=120')).body.data.map((row) => row._id!);
    const all = await records(t, `/api/admin/transactions?filter=${json({ id: many })}`);
    expect(all.rows).toHaveLength(120);
  });

  it.each([
    ['range not JSON', `range=oops`, 'list.range'],
    ['range not aligned', `range=${json([5, 14])}`, 'list.range'],
    ['range too long', `range=${json([0, 500])}`, 'list.range'],
    ['range backwards', `range=${json([10, 0])}`, 'list.range'],
    ['sort not a pair', `sort=${json(['amount'])}`, 'list.sort_json'],
    ['sort order unknown', `sort=${json(['amount', 'UP'])}`, 'list.sort_json'],
    ['sort field unknown', `sort=${json(['password', 'ASC'])}`, undefined],
    ['filter not an object', `filter=${json(['status'])}`, 'list.filter'],
    ['filter value an object', `filter=${json({ status: { $ne: 1 } })}`, 'list.filter_value'],
    ['filter unknown key', `filter=${json({ secret: 'x' })}`, undefined],
    ['filter status not allowed', `filter=${json({ status: 'stolen' })}`, undefined],
    ['filter and parameter both', `status=failed&filter=${json({ status: 'failed' })}`, 'list.filter_twice'],
    ['id not a uuid', `filter=${json({ id: ['1 or 1=1'] })}`, undefined],
    ['a NUL inside the filter', `filter=${json({ q: 'a\u0000b' })}`, 'request.characters'],
    ['a lone surrogate inside the filter', `filter=${json({ q: 'a\ud800b' })}`, 'request.characters'],
    // Read as bodies are: `__proto__` and a key named twice are refused (JSON.parse would keep the last).
    ['__proto__ inside the filter', `filter=${encodeURIComponent('{"__proto__":"x"}')}`, 'request.json'],
    ['a filter key named twice', `filter=${encodeURIComponent('{"status":"success","status":"failed"}')}`, 'list.filter'],
    [
      'a user named twice in the filter',
      `range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"userId":"00000000-0000-4000-8000-000000000001","userId":"00000000-0000-4000-8000-000000000002"}')}`,
      'list.filter',
    ],
    ['constructor inside the filter', `filter=${json({ constructor: 'x' })}`, 'validation.not_allowed'],
  ])('%s: 400 with a message', async (_, query, code) => {
    const res = await get(t, `/api/admin/transactions?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(typeof (res.body as { message?: string }).message).toBe('string');
    if (code) expect(res.body.code).toBe(code);
  });
});

describeApi(
  'an estimated total says so beside Content-Range',
  (t) => {
    beforeAll(async () => {
      await seedDemo(t.database.db, { scale: 0.2, now: new Date('2025-06-01T12:00:00Z') });
    });

    it('X-Total-Is-Estimate: true, and the browser may read both headers', async () => {
      const res = await get(t, `/api/admin/transactions?range=${json([0, 9])}`, { origin: 'https://console.example' });
      expect(res.headers['content-range']).toMatch(/^transactions 0-9\/\d+$/);
      expect(res.headers['x-total-is-estimate']).toBe('true');
      expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toMatch(/content-range.*x-total-is-estimate/);
    });
  },
  { lists: { paging: true, exactCountLimit: 5 }, corsOrigins: ['https://console.example'] },
);
