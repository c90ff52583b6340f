import { describe, expect, it } from 'vitest';
import { isPastExpiry, todayInLagos } from '../../entities/coupon-expiry.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const day = (offsetDays: number) => new Date(Date.parse(`${todayInLagos()}T00:00:00Z`) + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('a coupon expires after its day in Lagos', () => {
  it('counts the day in West Africa Time (UTC+1)', () => {
    expect(todayInLagos(Date.parse('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(todayInLagos(Date.parse('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(isPastExpiry('2026-11-24', Date.parse('2026-11-24T22:00:00Z'))).toBe(false);
    expect(isPastExpiry('2026-11-24T00:00:00.000Z', Date.parse('2026-11-24T23:30:00Z'))).toBe(true);
  });
});

describeApi('a new expiry may not be in the past', (t) => {
  const db = () => t.database.db;
  const post = async (expiryDate: string) =>
    t.request({
      method: 'POST',
      url: '/api/coupon',
      payload: { code: `EXP-${crypto.randomUUID().slice(0, 8)}`, expiryDate, packageId: (await insertPackage(db())).id },
    });
  const bulk = async (expiryDate: string) =>
    t.request({
      method: 'POST',
      url: '/api/coupon/bulk-create',
      payload: { quantity: 2, codePrefix: 'PAST', expiryDate, packageId: (await insertPackage(db())).id },
    });

  it('refuses yesterday on create and bulk create, with a message naming the field and today', async () => {
    for (const res of [await post(day(-1)), await bulk('2020-06-30')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: `expiryDate must be today or later (${todayInLagos()} in Lagos)`,
        code: 'coupon.expiry_past',
        params: { field: 'expiryDate' },
      });
    }
    expect((await post(day(0))).statusCode).toBe(201);
    expect((await bulk(day(1))).statusCode).toBe(201);
  });

  it('keeps an expired coupon editable with its expiry unchanged, and refuses moving it into the past', async () => {
    const expired = await insertCoupon(db(), { code: 'Long-Gone', expiryDate: new Date('2024-03-01T00:00:00Z') });
    const put = (payload: object) => t.request({ method: 'PUT', url: `/api/coupon/${expired.code}`, payload });
    expect((await put({ code: 'Long-Gone', expiryDate: '2024-03-01', isActive: false })).statusCode).toBe(200);
    expect((await put({ expiryDate: '2024-02-01' })).json()).toMatchObject({ code: 'coupon.expiry_past' });
    expect((await put({ expiryDate: day(30) })).json().data.expiryDate.slice(0, 10)).toBe(day(30));
  });
});
