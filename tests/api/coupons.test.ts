import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../server/db/schema/index.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const UNKNOWN_ID = '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';

describeApi('/api/coupon', (t) => {
  const db = () => t.database.db;
  const create = (payload: object) => t.request({ method: 'POST', url: '/api/coupon/', payload });
  const valid = async (overrides: object = {}) => ({
    code: `CODE-${Math.random().toString(36).slice(2, 10)}`,
    expiryDate: '2030-12-31',
    packageId: (await insertPackage(db(), { name: 'Gold' })).id,
    ...overrides,
  });

  describe('POST', () => {
    it('creates a coupon, trimming the code and keeping its case, active by default', async () => {
      const res = await create(await valid({ code: '  Welcome2025  ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Coupon added successfully',
        data: {
          code: 'Welcome2025',
          packageId: { _id: expect.any(String), name: 'Gold' },
          expiryDate: '2030-12-31T00:00:00.000Z',
          isActive: true,
          createdAt: expect.any(String),
        },
      });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.entity, 'coupon'));
      expect(audit).toMatchObject({ action: 'create', adminId: expect.any(String) });
    });

    it('accepts an ISO date-time with its zone and isActive false', async () => {
      const res = await create(await valid({ expiryDate: '2031-06-01T12:30:00+01:00', isActive: false }));
      expect(res.json().data).toMatchObject({ expiryDate: '2031-06-01T11:30:00.000Z', isActive: false });
    });

    it.each([
      [{ code: undefined }, 'code is required'],
      [{ code: '   ' }, 'code must not be empty'],
      [{ code: 'x'.repeat(65) }, 'code must NOT have more than 64 characters'],
      [{ expiryDate: undefined }, 'expiryDate is required'],
      [{ expiryDate: '2025-02-30' }, 'expiryDate must be a valid date'],
      [{ expiryDate: 'next week' }, 'expiryDate must be a valid date'],
      [{ expiryDate: '2025-01-01T10:00:00' }, 'expiryDate must be a valid date'],
      [{ packageId: undefined }, 'packageId is required'],
      [{ packageId: 'gold' }, 'packageId must be an id as the API sends it: a UUID in lower case'],
      [{ packageId: UNKNOWN_ID }, 'packageId does not match any package'],
      [{ isActive: 'yes' }, 'isActive must be boolean'],
      [{ discount: 10 }, 'discount is not allowed'],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const res = await create(await valid(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('refuses a code that exists in another case with 409', async () => {
      await create(await valid({ code: 'SUMMER' }));
      const res = await create(await valid({ code: ' summer ' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Coupon code already exists' });
    });

    it('lets exactly one of two concurrent creates of one code through', async () => {
      const [a, b] = await Promise.all([create(await valid({ code: 'RACE' })), create(await valid({ code: 'race' }))]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: 'Coupon code already exists' });
      expect(await db().select().from(coupons).where(eq(coupons.code, 'RACE'))).toHaveLength(a.statusCode === 201 ? 1 : 0);
    });
  });

  describe('PUT /coupon/{code}', () => {
    const put = (code: string, payload: object) => t.request({ method: 'PUT', url: `/api/coupon/${encodeURIComponent(code)}`, payload });

    it('updates the fields sent, finding the coupon whatever the case of the code', async () => {
      const coupon = await insertCoupon(db(), { code: 'Edit-Me' });
      const other = await insertPackage(db(), { name: 'Platinum' });
      const res = await put('EDIT-ME', { code: 'edit-me', expiryDate: '2032-01-15', packageId: other.id, isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Coupon updated successfully',
        data: expect.objectContaining({
          code: 'Edit-Me',
          expiryDate: '2032-01-15T00:00:00.000Z',
          isActive: false,
          packageId: { _id: other.id, name: 'Platinum' },
        }),
      });
      const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row).toMatchObject({ code: 'Edit-Me', isActive: false, packageId: other.id });
    });

    it.each([
      [{ code: 'ANOTHER' }, 'code cannot be changed'],
      [{ expiryDate: '2025-13-01' }, 'expiryDate must be a valid date'],
      [{ packageId: UNKNOWN_ID }, 'packageId does not match any package'],
      [{}, 'body must NOT have fewer than 1 properties'],
      [{ version: 1 }, 'Send at least one field to change: a version alone changes nothing'],
      [{ createdAt: '2020-01-01' }, 'createdAt is not allowed'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const coupon = await insertCoupon(db());
      const res = await put(coupon.code, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('answers 404 for an unknown code', async () => {
      const res = await put('NO-SUCH-CODE', { isActive: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Coupon not found' });
    });
  });

  describe('DELETE /coupon/{code}', () => {
    it('deletes the coupon (any case), then answers 404', async () => {
      await insertCoupon(db(), { code: 'Bye-Bye' });
      const res = await t.request({ method: 'DELETE', url: '/api/coupon/bye-bye' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Coupon deleted successfully', data: { code: 'Bye-Bye' } });
      expect(await db().select().from(coupons).where(eq(coupons.code, 'Bye-Bye'))).toEqual([]);
      const again = await t.request({ method: 'DELETE', url: '/api/coupon/Bye-Bye' });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('PATCH /coupon/{code}/status', () => {
    const patch = (code: string, payload: object) => t.request({ method: 'PATCH', url: `/api/coupon/${code}/status`, payload });

    it('deactivates and activates, saying which, with an audit row each', async () => {
      const coupon = await insertCoupon(db(), { code: 'Toggle' });
      const off = await patch('TOGGLE', { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ message: 'Coupon deactivated', data: { code: 'Toggle', isActive: false, version: 2 } });
      const on = await patch('toggle', { isActive: true });
      expect(on.json(), 'a switch is a change: an edit made before it is refused, not overwriting it').toMatchObject({
        message: 'Coupon activated',
        data: { isActive: true, version: 3 },
      });
      const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, coupon.code));
      expect(audits.map((a) => [a.action, a.details])).toEqual([
        ['status', { changes: { isActive: { from: true, to: false } } }],
        ['status', { changes: { isActive: { from: false, to: true } } }],
      ]);
    });

    it('a switch sent with the version read is refused (409 record.changed, nothing written) once the coupon changed since', async () => {
      await insertCoupon(db(), { code: 'Switch-Race' });
      expect((await patch('Switch-Race', { isActive: false, version: 1 })).json().data.version).toBe(2);
      const stale = await patch('Switch-Race', { isActive: true, version: 1 });
      expect([stale.statusCode, stale.json()]).toMatchObject([
        409,
        { code: 'record.changed', params: { version: 2 }, data: { code: 'Switch-Race', isActive: false } },
      ]);
      const [row] = await db().select().from(coupons).where(eq(coupons.code, 'Switch-Race'));
      expect([row.isActive, row.version]).toEqual([false, 2]);
      expect((await patch('Switch-Race', { isActive: true, version: 0 })).statusCode, 'a version from 1').toBe(400);
    });

    it('answers 400 without a boolean isActive and 404 for an unknown code', async () => {
      const coupon = await insertCoupon(db());
      expect((await patch(coupon.code, {})).json()).toMatchObject({ message: 'isActive is required' });
      expect((await patch(coupon.code, { isActive: 'false' })).statusCode).toBe(400);
      const missing = await patch('NOPE', { isActive: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Coupon not found' });
    });
  });

  describe('GET', () => {
    it('answers every coupon newest first with its package embedded', async () => {
      const pkg = await insertPackage(db(), { name: 'Diamond' });
      await insertCoupon(db(), { code: 'OLDEST', packageId: pkg.id, createdAt: new Date('2001-01-01') });
      await insertCoupon(db(), { code: 'NEWEST', packageId: pkg.id, createdAt: new Date('2099-01-01') });
      const body = (await t.request({ method: 'GET', url: '/api/coupon/' })).json();
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data[0]).toEqual({
        code: 'NEWEST',
        packageId: { _id: pkg.id, name: 'Diamond' },
        expiryDate: '2030-01-01T00:00:00.000Z',
        isActive: true,
        createdAt: '2099-01-01T00:00:00.000Z',
        version: 1,
      });
      expect(body.data.at(-1).code).toBe('OLDEST');
    });

    it('pages with search over the code, the isActive and packageId filters, and sorting', async () => {
      const pkg = await insertPackage(db());
      for (const [code, isActive] of [
        ['Page-C', false],
        ['Page-A', false],
        ['Page-B', true],
        ['page-D', false],
      ] as const) {
        await insertCoupon(db(), { code, isActive, packageId: pkg.id });
      }
      const res = await t.request({ method: 'GET', url: `/api/coupon?q=page-&isActive=false&packageId=${pkg.id}&sort=code&order=asc&perPage=2` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [expect.objectContaining({ code: 'Page-A' }), expect.objectContaining({ code: 'Page-C' })],
        meta: { total: 3, page: 1, perPage: 2, next: expect.any(String) },
      });
    });

    it('refuses an unknown sort or a malformed filter with 400', async () => {
      expect((await t.request({ method: 'GET', url: '/api/coupon?sort=packageId' })).statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: '/api/coupon?isActive=maybe' })).statusCode).toBe(400);
    });
  });

  it.each([
    ['GET', '/api/coupon/'],
    ['POST', '/api/coupon/'],
    ['PUT', '/api/coupon/ANY'],
    ['DELETE', '/api/coupon/ANY'],
    ['PATCH', '/api/coupon/ANY/status'],
    ['POST', '/api/coupon/bulk-create'],
    ['GET', '/api/coupon/export/export'],
  ] as const)('%s %s needs a token', async (method, url) => {
    const res = await t.request({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {}, token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authentication required' });
  });
});
