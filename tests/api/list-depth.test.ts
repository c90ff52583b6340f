import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { toListRequest, type PageRequest } from '../../server/lists/list-params.ts';
import type { PageOptions } from '../../server/lists/lister.ts';
import { transactionLister, type TransactionOut } from '../../server/domains/transactions/transactions.ts';
import { describeApi } from '../helpers/test-app.ts';

const FILTERS = ['status', 'transaction_type', 'transaction_services', 'from', 'to'];
type Query = Record<string, unknown>;

/**
 * Pages read by number (from either end, by ids first, searches row by row or from the indexes)
 * hold exactly the rows of the same list read whole in order through keyset cursors. The small
 * options make these 500 transactions take the paths a million would.
 */
describeApi('pages at any depth hold the rows of the list read in order', (t) => {
  const page = (query: Query, options: PageOptions = {}) => transactionLister.page(t.database.db, toListRequest(query, FILTERS) as PageRequest, options);

  /** The whole list in order, page after page through `meta.next`, without search. */
  async function wholeList(query: Query): Promise<TransactionOut[]> {
    const rows: TransactionOut[] = [];
    let cursor: string | undefined;
    do {
      const result = await page({ ...query, perPage: 200, cursor });
      rows.push(...result.data);
      cursor = result.meta.next;
    } while (cursor);
    return rows;
  }

  const contains = (q: string) => (row: TransactionOut) =>
    [row.reference, row.transaction_id, row.user.name ?? '', row.user.email].some((text) => text.toLowerCase().includes(q.toLowerCase()));

  beforeAll(async () => {
    await seedDemo(t.database.db, { scale: 0.2, now: new Date('2025-06-01T12:00:00Z') });
  });

  const orders: Query[] = [{}, { sort: 'amount', order: 'asc' }, { sort: 'status', order: 'desc', status: 'failed' }];
  const searches = ['', 'e', 'ad', 'zqzq'];
  const cases = orders.flatMap((order) => searches.map((q) => [{ ...order, ...(q ? { q } : {}) }] as const));

  it.each(cases)('%j: first, second, middle, next-to-last and last pages', async (query) => {
    const { q, ...listQuery } = query as Query & { q?: string };
    const whole = (await wholeList(listQuery)).filter(q ? contains(String(q)) : () => true);
    const perPage = 7;
    const last = Math.max(1, Math.ceil(whole.length / perPage));
    for (const number of new Set([1, 2, Math.ceil(last / 2), last - 1, last].filter((n) => n >= 1))) {
      // A sample of 20 rows tells common searches from rare ones, as 1,000 rows do at full size.
      const result = await page({ ...query, perPage, page: number }, { sampleRows: 20 });
      expect(result.meta.total, `${JSON.stringify(query)} total`).toBe(whole.length);
      const expected = whole.slice((number - 1) * perPage, number * perPage).map((row) => row._id);
      expect(
        result.data.map((row) => row._id),
        `${JSON.stringify(query)} page ${number} of ${last}`,
      ).toEqual(expected);
    }
  });

  it.each(cases)('%j with an estimated total: the last page holds the last rows', async (query) => {
    const { q, ...listQuery } = query as Query & { q?: string };
    const whole = (await wholeList(listQuery)).filter(q ? contains(String(q)) : () => true);
    const options = { sampleRows: 20, exactCountLimit: 5 };
    const first = await page({ ...query, perPage: 7 }, options);
    if (!first.meta.totalIsEstimate) return expect(first.meta.total).toBe(whole.length);
    const last = Math.ceil(first.meta.total / 7);
    const result = await page({ ...query, perPage: 7, page: last }, options);
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.map((row) => row._id)).toEqual(whole.slice(-result.data.length).map((row) => row._id));
  });
});
