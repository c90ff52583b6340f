// @vitest-environment node
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import { liveProviders } from '../support/liveProviders.ts';

const live = liveProviders();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (e: HttpError) => e,
  );
const packageId = async () => (await live.dataProvider.create('packages', { data: { name: `Pkg ${Date.now()}`, price: 1000, referalpoint: 1 } })).data.id;
const couponCount = async () => (await live.dataProvider.request('/coupon/', { fallback: 'x' })).json as { data: unknown[] };

describe('the data provider’s request, for the contract’s calls outside CRUD', () => {
  it('answers with the status, the JSON and the raw text (the CSV export)', async () => {
    const dashboard = await live.dataProvider.request('/admin/dashboard/', { fallback: 'app.dashboard.errors.fetch' });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json).toMatchObject({ data: { totalUsers: expect.any(Number), totalPackages: expect.any(Number) } });
    const csv = await live.dataProvider.request('/coupon/export/export', { fallback: 'resources.coupon.errors.export' });
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Code,Package,Status,Expiry Date,Date Created');
  });

  it("fails with the server's message when it sent one", async () => {
    const error = await failure(
      live.dataProvider.request('/coupon/NO-SUCH-COUPON/status', { method: 'PATCH', body: { isActive: true }, fallback: 'resources.coupon.errors.status' }),
    );
    expect(error.status).toBe(404);
    expect(error.message).toBe((error.body as { message: string }).message);
    expect(error.message).not.toBe('resources.coupon.errors.status');
  });

  it('sends the Idempotency-Key, so a repeated bulk create makes its coupons once', async () => {
    const body = { quantity: 3, expiryDate: '2031-01-31', packageId: await packageId(), codePrefix: 'IDEM' };
    const before = (await couponCount()).data.length;
    const idempotencyKey = newIdempotencyKey();
    await live.dataProvider.request('/coupon/bulk-create', { method: 'POST', body, idempotencyKey, fallback: 'resources.coupon.errors.bulk' });
    await live.dataProvider.request('/coupon/bulk-create', { method: 'POST', body, idempotencyKey, fallback: 'resources.coupon.errors.bulk' });
    expect((await couponCount()).data.length - before).toBe(3);
    expect(live.server.requests.filter((r) => r === 'POST /api/coupon/bulk-create')).toHaveLength(2);
  });
});
