import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons, idempotencyKeys, transactions } from '../../server/db/schema/index.ts';
import { insertPackage, insertTaskLog } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('Idempotency-Key', (t) => {
  const db = () => t.database.db;
  const withKey = (url: string, payload: object, key: string, token?: string) =>
    t.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key }, ...(token && { token }) });
  const bulkBody = async (codePrefix: string) => ({
    quantity: 4,
    expiryDate: '2030-01-01',
    packageId: (await insertPackage(db())).id,
    codePrefix,
  });

  describe('POST /api/tasks/review', () => {
    it('replays the first answer for a repeat and writes nothing more', async () => {
      const log = await insertTaskLog(db(), { amountKobo: 7_500 });
      const payload = { taskLogId: log.id, action: 'confirm' };
      const first = await withKey('/api/tasks/review', payload, 'review-1');
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const auditsAfterFirst = await db().$count(auditLog);

      const again = await withKey('/api/tasks/review', payload, 'review-1');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      expect(await db().select().from(transactions).where(eq(transactions.userId, log.userId))).toHaveLength(1);
      expect(await db().$count(auditLog)).toBe(auditsAfterFirst);

      const withoutKey = await t.request({ method: 'POST', url: '/api/tasks/review', payload });
      expect(withoutKey.statusCode).toBe(409);
    });

    it('confirms once when the same key arrives twice at the same time, answering both alike', async () => {
      const log = await insertTaskLog(db());
      const payload = { taskLogId: log.id, action: 'confirm' };
      const [a, b] = await Promise.all([withKey('/api/tasks/review', payload, 'review-race'), withKey('/api/tasks/review', payload, 'review-race')]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
      expect(await db().select().from(transactions).where(eq(transactions.userId, log.userId))).toHaveLength(1);
    });

    it('stores nothing for a request that failed, so a retry runs again', async () => {
      const payload = { taskLogId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e', action: 'reject' };
      expect((await withKey('/api/tasks/review', payload, 'review-404')).statusCode).toBe(404);
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'review-404'))).toEqual([]);
      expect((await withKey('/api/tasks/review', payload, 'review-404')).statusCode).toBe(404);
    });

    it('refuses a key reused for a different request with 409', async () => {
      const [a, b] = [await insertTaskLog(db()), await insertTaskLog(db())];
      expect((await withKey('/api/tasks/review', { taskLogId: a.id, action: 'reject' }, 'reused')).statusCode).toBe(200);
      const res = await withKey('/api/tasks/review', { taskLogId: b.id, action: 'confirm' }, 'reused');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Idempotency-Key was already used for a different request' });
      expect(await db().select().from(transactions).where(eq(transactions.userId, b.userId))).toEqual([]);
    });
  });

  describe('POST /api/coupon/bulk-create', () => {
    it('replays the same coupons for a repeat instead of creating more', async () => {
      const payload = await bulkBody('IDEM');
      const first = await withKey('/api/coupon/bulk-create', payload, 'bulk-1');
      expect(first.statusCode).toBe(201);
      const again = await withKey('/api/coupon/bulk-create', payload, 'bulk-1');
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await db().select().from(coupons).where(like(coupons.code, 'IDEM-%'))).toHaveLength(4);

      const fresh = await withKey('/api/coupon/bulk-create', payload, 'bulk-2');
      expect(fresh.statusCode).toBe(201);
      expect(await db().select().from(coupons).where(like(coupons.code, 'IDEM-%'))).toHaveLength(8);
    });

    it('writes once when the same key arrives twice at the same time', async () => {
      const payload = await bulkBody('TWICE');
      const [a, b] = await Promise.all([withKey('/api/coupon/bulk-create', payload, 'bulk-race'), withKey('/api/coupon/bulk-create', payload, 'bulk-race')]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()).toEqual(b.json());
      expect(await db().select().from(coupons).where(like(coupons.code, 'TWICE-%'))).toHaveLength(4);
    });

    it('keeps keys apart per admin', async () => {
      const other = { email: 'second.admin@test.ng', password: 'another-long-password' };
      await t.app.admins.create(other);
      const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: other, token: null });
      const payload = await bulkBody('PERADMIN');
      expect((await withKey('/api/coupon/bulk-create', payload, 'mine')).statusCode).toBe(201);
      const theirs = await withKey('/api/coupon/bulk-create', payload, 'mine', login.json().data.token);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(await db().select().from(coupons).where(like(coupons.code, 'PERADMIN-%'))).toHaveLength(8);
    });

    it('keeps keys apart per route', async () => {
      const log = await insertTaskLog(db());
      expect((await withKey('/api/coupon/bulk-create', await bulkBody('SHARED'), 'shared-key')).statusCode).toBe(201);
      const review = await withKey('/api/tasks/review', { taskLogId: log.id, action: 'confirm' }, 'shared-key');
      expect(review.statusCode).toBe(200);
      expect(review.json().message).toBe('Task confirmed successfully');
    });
  });

  it.each([
    ['x'.repeat(201), 'headers idempotency-key must NOT have more than 200 characters'],
    ['', 'headers idempotency-key must NOT have fewer than 1 characters'],
    ['with space', 'headers idempotency-key must match pattern "^[\\x21-\\x7e]+$"'],
  ])('refuses the key %j with 400', async (key, message) => {
    const before = await db().$count(coupons);
    const res = await withKey('/api/coupon/bulk-create', await bulkBody('BADKEY'), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await db().$count(coupons)).toBe(before);
  });

  it('accepts a 200-character key', async () => {
    expect((await withKey('/api/coupon/bulk-create', await bulkBody('LONGKEY'), 'k'.repeat(200))).statusCode).toBe(201);
  });
});
