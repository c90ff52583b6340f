import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE } from '../../server/lists/list-params.ts';
import { insertPackage, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('/api/admin/alluser', (t) => {
  const list = (query = '', token?: null) => t.request({ method: 'GET', url: `/api/admin/alluser/${query}`, token });

  describe('GET', () => {
    it('answers every user newest first, with the package embedded or null', async () => {
      const gold = await insertPackage(t.database.db, { name: 'Gold' });
      const older = await insertUser(t.database.db, { name: 'Ada Obi', email: 'ada@rewards.ng', createdAt: new Date('2020-01-01T00:00:00Z') });
      const newer = await insertUser(t.database.db, {
        name: null,
        email: 'anon@rewards.ng',
        isPaid: true,
        packageId: gold.id,
        createdAt: new Date('2031-01-01T00:00:00Z'),
      });
      for (const url of ['/api/admin/alluser', '/api/admin/alluser/']) {
        const body = (await t.request({ method: 'GET', url })).json();
        expect(Object.keys(body)).toEqual(['data']);
        expect(body.data[0]).toEqual({
          _id: newer.id,
          name: null,
          email: 'anon@rewards.ng',
          createdAt: '2031-01-01T00:00:00.000Z',
          isPaid: true,
          package: { _id: gold.id, name: 'Gold' },
          balance: 0,
          frozen: null,
        });
        expect(body.data.at(-1)).toEqual({
          _id: older.id,
          name: 'Ada Obi',
          email: 'ada@rewards.ng',
          createdAt: '2020-01-01T00:00:00.000Z',
          isPaid: false,
          package: null,
          balance: 0,
          frozen: null,
        });
      }
    });

    it('searches name and email, filters by payment and package, sorts by email', async () => {
      const silver = await insertPackage(t.database.db, { name: 'Silver' });
      await insertUser(t.database.db, { name: 'Chidi Okeke', email: 'chidi@lagos.ng', isPaid: true, packageId: silver.id });
      await insertUser(t.database.db, { name: 'Bola Lagos', email: 'bola@abuja.ng', isPaid: false });
      await insertUser(t.database.db, { name: 'Emeka', email: 'emeka@lagos.ng', isPaid: true });

      const searched = (await list('?q=LAGOS&sort=email&order=asc')).json();
      expect(searched.data.map((u: { email: string }) => u.email)).toEqual(['bola@abuja.ng', 'chidi@lagos.ng', 'emeka@lagos.ng']);
      expect(searched.meta).toEqual({ total: 3, page: 1, perPage: 50 });

      const paid = (await list('?q=lagos&isPaid=true&sort=name&order=desc')).json();
      expect(paid.data.map((u: { name: string }) => u.name)).toEqual(['Emeka', 'Chidi Okeke']);

      const byPackage = (await list(`?package=${silver.id}`)).json();
      expect(byPackage.data).toEqual([expect.objectContaining({ email: 'chidi@lagos.ng', package: { _id: silver.id, name: 'Silver' } })]);
    });

    it.each([
      ['?sort=password', /^querystring sort /],
      ['?isPaid=maybe', /^querystring isPaid /],
      ['?package=gold', /^querystring package /],
      [`?perPage=${MAX_PER_PAGE + 1}`, /^querystring perPage /],
    ])('refuses %s with 400 naming the parameter', async (query, message) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('needs a token', async () => {
      expect((await list('', null)).statusCode).toBe(401);
    });
  });

  it('is read-only', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/alluser', payload: { email: 'x@y.ng' } });
    expect(res.statusCode).toBe(404);
  });
});
