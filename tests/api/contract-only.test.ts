import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { parseContractOnly } from '../../server/contract/contract-config.ts';
import { CONTRACT_ROUTES, routeKey } from '../../server/contract/contract-routes.ts';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { describeApi, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

const contractSettings = parseContractOnly({ CONTRACT_ONLY: '1' }, 12 * 3600)!;
const contract = new Set(CONTRACT_ROUTES.map((route) => routeKey(route.method, `/api${route.path}`)));

/** Our extensions' headers: none may reach a client of the contract-only server. */
const EXTENSION_HEADERS = ['content-range', 'x-total-is-estimate', 'x-access-token', 'idempotent-replayed'];
const noExtensionHeaders = (headers: Record<string, unknown>) => expect(Object.keys(headers).filter((name) => EXTENSION_HEADERS.includes(name))).toEqual([]);

const list = async (t: TestApp, url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  noExtensionHeaders(res.headers);
  return (res.json() as { data: Record<string, unknown>[] }).data;
};

describeApi(
  'CONTRACT_ONLY=1: the production backend contract and nothing more',
  (t) => {
    beforeAll(async () => {
      await seedDemo(t.database.db, { scale: 0.05 });
    });

    it('signs in with the token and the admin alone: no role, no two-factor state, no message code', async () => {
      const res = await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'message']);
      expect(Object.keys(body.data).sort()).toEqual(['admin', 'token']);
      expect(Object.keys(body.data.admin).sort()).toEqual(['_id', 'email', 'name']);
    });

    it('answers every other API route of the server 404 with a message alone, whatever the token, method or encoding', async () => {
      const others = t.app.routeAccess.routes.filter(
        (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS' && !contract.has(routeKey(route.method, route.url)),
      );
      expect(others.length).toBeGreaterThan(20);
      for (const route of others) {
        const url = route.url.replace(/:[A-Za-z_]\w*/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
        const res = await t.request({ method: route.method as 'GET', url, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json(), `${route.method} ${route.url}`).toEqual({ message: expect.stringMatching(/^Not found/) });
      }
      for (const url of ['/api/%61dmin/me', '/api/packages/..%2fadmin%2fme', '/api/health', '/api/events', '/api/openapi.json', '/api/nowhere']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });

    it('answers every contract route (none is missing from this server)', async () => {
      const served = new Set(t.app.routeAccess.routes.map((route) => routeKey(route.method, route.url)));
      expect([...contract].filter((key) => !served.has(key))).toEqual([]);
    });

    it('answers every list whole, whatever paging, sort or filter is asked, each row cut to the contract', async () => {
      const whole = await list(t, '/api/admin/transactions/');
      const asked = await list(t, '/api/admin/transactions/?_start=0&_end=5&sort=["amount","ASC"]&filter={"status":"failed"}&perPage=5&page=2');
      expect(asked.map((row) => row._id)).toEqual(whole.map((row) => row._id));
      expect(whole.length).toBeGreaterThan(5);
      for (const row of whole)
        expect(
          Object.keys(row).every((key) =>
            ['_id', 'user', 'transaction_id', 'reference', 'status', 'amount', 'transaction_type', 'transaction_services', 'createdAt'].includes(key),
          ),
        ).toBe(true);
      const logs = await list(t, '/api/tasks/tasklogs?status=pending');
      expect(new Set(logs.map((log) => log.status)).size).toBeGreaterThan(1);
      for (const log of logs) expect(Object.keys(log).sort()).toEqual(['_id', 'amount', 'createdAt', 'status', 'taskId', 'userId']);
      const packages = await list(t, '/api/packages/');
      expect(packages.every((row) => !('version' in row))).toBe(true);
    });

    it('cuts the dashboard to its totals and two lists', async () => {
      const res = await t.request({ method: 'GET', url: '/api/admin/dashboard/' });
      expect(Object.keys(res.json().data).sort()).toEqual(['totalPackages', 'totalTasks', 'totalUsers', 'transactions', 'users']);
    });

    it('adds, changes and deletes with a message alone (no record, no code, no version asked)', async () => {
      const created = await t.request({ method: 'POST', url: '/api/packages/', payload: { name: 'Contract One', price: 100, referalpoint: 1 } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ message: expect.any(String) });
      const id = (await list(t, '/api/packages/')).find((row) => row.name === 'Contract One')!._id;
      const changed = await t.request({ method: 'PUT', url: `/api/packages/${id}`, payload: { name: 'Contract Two', price: 200, referalpoint: 2 } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ message: expect.any(String) });
      const refused = await t.request({ method: 'POST', url: '/api/packages/', payload: { name: '', price: 1, referalpoint: 1 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      const deleted = await t.request({ method: 'DELETE', url: `/api/packages/${id}` });
      expect(deleted.json()).toEqual({ message: expect.any(String) });
    });

    it('reviews one log at a time with no reason, approval or step-up, whatever it credits', async () => {
      const pending = (await list(t, '/api/tasks/tasklogs')).filter((log) => log.status === 'pending');
      const biggest = pending.reduce((a, b) => (Number(a.amount) >= Number(b.amount) ? a : b));
      const confirmed = await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: biggest._id, action: 'confirm' } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ message: 'Task confirmed successfully' });
      const other = pending.find((log) => log._id !== biggest._id)!;
      const rejected = await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: other._id, action: 'reject' } });
      expect(rejected.json()).toEqual({ message: 'Task rejected successfully' });
    });

    it('bulk-creates coupons answering the count alone, and exports them all whatever is asked', async () => {
      const [pkg] = await list(t, '/api/packages/');
      const res = await t.request({
        method: 'POST',
        url: '/api/coupon/bulk-create',
        payload: { quantity: 3, expiryDate: new Date(Date.now() + 86_400_000 * 30).toISOString(), packageId: pkg._id, codePrefix: 'CT' },
      });
      expect(res.json()).toEqual({ message: expect.any(String), data: { createdCount: 3 } });
      const all = await t.request({ method: 'GET', url: '/api/coupon/export/export' });
      const asked = await t.request({ method: 'GET', url: '/api/coupon/export/export?q=CT&isActive=false' });
      expect(all.headers['content-type']).toMatch(/text\/csv/);
      expect(asked.body).toBe(all.body);
    });

    it('refuses without a token with a message alone', async () => {
      const res = await t.request({ method: 'GET', url: '/api/packages/', token: null });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });
  },
  contractSettings,
);

describe('CONTRACT_ONLY in the environment', () => {
  const env = { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing!!', DATA_DIR: '/tmp/unused-contract-config' };

  it('is off unless 1, and anything but 0 or 1 stops start-up', () => {
    expect(loadConfig({ ...env }).contractOnly).toBeUndefined();
    expect(loadConfig({ ...env, CONTRACT_ONLY: '0' }).contractOnly).toBeUndefined();
    expect(() => loadConfig({ ...env, CONTRACT_ONLY: 'yes' })).toThrow(/CONTRACT_ONLY must be one of 0, 1, not "yes"/);
  });

  it('switches paging, two-factor sign-in, step-up, approvals, the flag job and token renewal off', () => {
    const config = loadConfig({ ...env, CONTRACT_ONLY: '1' });
    expect(config).toMatchObject({ contractOnly: true, lists: { paging: false }, security: { mfaRequiredRoles: [] }, flags: { scanEveryMs: 0 } });
    expect(config.tokenTtlSeconds).toBe(config.sessionMaxSeconds);
  });

  it.each([
    ['LIST_PAGING', 'on'],
    ['MFA_REQUIRED_ROLES', 'admin'],
    ['STEP_UP_NAIRA', '1000'],
    ['APPROVAL_NAIRA', '1000'],
  ])('stops start-up in one line when %s=%s asks for an extension', (name, value) => {
    expect(() => loadConfig({ ...env, CONTRACT_ONLY: '1', [name]: value })).toThrow(
      new RegExp(`^${name}=${value} asks for an extension that CONTRACT_ONLY=1 leaves out`),
    );
  });
});
