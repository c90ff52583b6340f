import { expect, it } from 'vitest';
import { packages } from '../../server/db/schema/index.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('a whole list without paging parameters', (t) => {
  it('streams every row exactly once, newest first, across batches and identical timestamps', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      name: `Bulk ${i}`,
      priceKobo: i,
      // groups of 7 share a timestamp, so the keyset must break ties on id
      createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 7) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(packages).values(rows.slice(i, i + 500));

    const res = await t.request({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const listed = res.json().data as { _id: string; createdAt: string }[];
    expect(listed).toHaveLength(2_500);
    expect(new Set(listed.map((p) => p._id)).size).toBe(2_500);
    const order = listed.map((p) => `${p.createdAt}|${p._id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});
