import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { MAX_PER_PAGE } from '../../server/lists/list-params.ts';
import { insertPackage, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('/api/packages', (t) => {
  const create = (payload: object) => t.request({ method: 'POST', url: '/api/packages/', payload });

  describe('POST', () => {
    it('creates a package, trimming the name, answering naira', async () => {
      const res = await create({ name: '  Starter  ', price: 2000.5, referalpoint: 10 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Package added successfully',
        data: { _id: expect.any(String), name: 'Starter', price: 2000.5, referalpoint: 10, createdAt: expect.any(String) },
      });
    });

    it.each([
      [{ price: 1, referalpoint: 1 }, 'name is required'],
      [{ name: '   ', price: 1 }, 'name must not be empty'],
      [{ name: 'X', price: -1 }, 'price must be >= 0'],
      [{ name: 'X', price: '12' }, 'price must be number'],
      [{ name: 'X', price: 1, referalpoint: -5 }, 'referalpoint must be >= 0'],
      [{ name: 'X', price: 1, colour: 'red' }, 'colour is not allowed'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('needs a token', async () => {
      const res = await t.request({ method: 'POST', url: '/api/packages', payload: { name: 'X', price: 1 }, token: null });
      expect(res.statusCode).toBe(401);
    });

    it('records the write in the audit log', async () => {
      const { data } = (await create({ name: 'Audited', price: 5 })).json();
      const rows = await t.database.db.select().from(auditLog);
      expect(rows).toContainEqual(expect.objectContaining({ action: 'create', entity: 'package', entityId: data._id }));
    });
  });

  describe('PUT', () => {
    it('updates only the fields sent', async () => {
      const { data } = (await create({ name: 'Silver', price: 5000, referalpoint: 5 })).json();
      const res = await t.request({ method: 'PUT', url: `/api/packages/${data._id}`, payload: { price: 5500 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Package updated successfully', data: { name: 'Silver', price: 5500, referalpoint: 5 } });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.request({ method: 'PUT', url: '/api/packages/7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e', payload: { price: 1 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Package not found' });
      const malformed = await t.request({ method: 'PUT', url: '/api/packages/not-an-id', payload: { price: 1 } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^params id /);
    });

    it('refuses an empty body', async () => {
      const { data } = (await create({ name: 'Empty', price: 1 })).json();
      const res = await t.request({ method: 'PUT', url: `/api/packages/${data._id}`, payload: {} });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('DELETE', () => {
    it('deletes an unused package', async () => {
      const { data } = (await create({ name: 'Temporary', price: 1 })).json();
      const res = await t.request({ method: 'DELETE', url: `/api/packages/${data._id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Package deleted successfully', data: { _id: data._id } });
      expect((await t.request({ method: 'DELETE', url: `/api/packages/${data._id}` })).statusCode).toBe(404);
    });

    it('refuses with 409 while users still have it, saying so', async () => {
      const pkg = await insertPackage(t.database.db);
      await insertUser(t.database.db, { packageId: pkg.id });
      await insertUser(t.database.db, { packageId: pkg.id });
      const res = await t.request({ method: 'DELETE', url: `/api/packages/${pkg.id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Package is still used by 2 users' });
    });
  });

  describe('GET', () => {
    it('answers the whole list newest first, with and without the trailing slash', async () => {
      const older = await insertPackage(t.database.db, { name: 'Older', createdAt: new Date('2020-01-01') });
      const newer = await insertPackage(t.database.db, { name: 'Newer', createdAt: new Date('2030-01-01') });
      for (const url of ['/api/packages', '/api/packages/']) {
        const body = (await t.request({ method: 'GET', url })).json();
        expect(Object.keys(body)).toEqual(['data']);
        const ids = body.data.map((p: { _id: string }) => p._id);
        expect(ids[0]).toBe(newer.id);
        expect(ids.at(-1)).toBe(older.id);
      }
    });

    it('pages, sorts and searches when asked, with the total', async () => {
      for (const name of ['Gold Alpha', 'Gold Beta', 'Gold Gamma']) await insertPackage(t.database.db, { name });
      const res = await t.request({ method: 'GET', url: '/api/packages?q=gold&sort=name&order=asc&page=2&perPage=2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [expect.objectContaining({ name: 'Gold Gamma' })],
        meta: { total: 3, page: 2, perPage: 2 },
      });
    });

    it('treats % and _ in a search as plain characters', async () => {
      await insertPackage(t.database.db, { name: '100% Bonus' });
      const res = await t.request({ method: 'GET', url: `/api/packages?q=${encodeURIComponent('0%')}` });
      expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['100% Bonus']);
    });

    it('refuses an unknown sort or a page size over the most a page holds with 400', async () => {
      expect((await t.request({ method: 'GET', url: '/api/packages?sort=password' })).statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: `/api/packages?perPage=${MAX_PER_PAGE + 1}` })).statusCode).toBe(400);
    });
  });
});
