import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { rawExchange, rawRequest, requestHead } from '../helpers/raw-http.ts';
import { TEST_ADMIN, testConfig } from '../helpers/test-app.ts';

/** Routes that hold their place until the test lets them go. */
function holdingRoutes() {
  const held: Array<() => void> = [];
  const until = () => new Promise<void>((resolve) => held.push(resolve));
  const plugin = async (scope: FastifyInstance) => {
    scope.get('/hold/heavy', { config: { access: 'signed-in' } }, async (_request, reply) => {
      await scope.admitHeavy(reply);
      await until();
      return { data: 'done' };
    });
    scope.get('/hold/light', { config: { access: 'signed-in' } }, async () => {
      await until();
      return { data: 'done' };
    });
  };
  return { plugin, releaseAll: () => held.splice(0).forEach((go) => go()), held };
}

async function appWith(overrides: Parameters<typeof testConfig>[0]) {
  const database: Database = await createDatabase({ driver: 'pglite' });
  const hold = holdingRoutes();
  const app = await buildApp(testConfig(overrides), { database, logger: false, extraRoutes: [hold.plugin] });
  const tokenOf = async (credentials = TEST_ADMIN) =>
    (await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials })).json().data.token as string;
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const waitForHeld = async (n: number) => {
    await expect.poll(() => hold.held.length, { timeout: 30_000, interval: 20 }).toBe(n);
  };
  return { app, hold, tokenOf, get, waitForHeld, close: async () => (await app.close(), await database.close()) };
}

describe('heavy requests: places per account and overall', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ loadLimits: { heavyPerAccount: { running: 1, queued: 1, maxWaitMs: 60_000 }, heavyOverall: { running: 2, queued: 0, maxWaitMs: 0 } } });
  });
  afterAll(() => t.close());

  it("queues an account's second heavy request, refuses its third with 429, and refuses everyone with 503 when the server is full", async () => {
    await t.app.admins.create({ email: 'second@test.ng', password: 'second-password' });
    await t.app.admins.create({ email: 'third@test.ng', password: 'third-password' });
    const [first, second, third] = [
      await t.tokenOf(),
      await t.tokenOf({ email: 'second@test.ng', password: 'second-password' }),
      await t.tokenOf({ email: 'third@test.ng', password: 'third-password' }),
    ];

    const running = t.get('/api/hold/heavy', first);
    await t.waitForHeld(1);
    const queued = t.get('/api/hold/heavy', first);
    await expect.poll(() => t.app.heavyRequests.waiting(), { timeout: 30_000, interval: 20 }).toBe(1);
    const refused = await t.get('/api/hold/heavy', first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ message: 'You already have several large lists or downloads in progress. Try again when one has finished.' });

    const other = t.get('/api/hold/heavy', second);
    await t.waitForHeld(2);
    const full = await t.get('/api/hold/heavy', third);
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('5');
    expect(full.json().message).toBe('The server is busy with large lists and downloads. Try again in a few seconds.');
    expect((await t.get('/api/packages?page=1', third)).statusCode).toBe(200);

    t.hold.releaseAll();
    expect((await running).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
    await t.waitForHeld(1); // the queued request got its place when the first finished
    t.hold.releaseAll();
    expect((await queued).statusCode).toBe(200);
  });
});

describe('heavy requests: which routes count', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ loadLimits: { heavyPerAccount: { running: 0, queued: 0, maxWaitMs: 0 } } });
  });
  afterAll(() => t.close());

  it.each([
    '/api/admin/transactions',
    '/api/tasks/tasklogs',
    '/api/coupon/',
    '/api/admin/alluser/',
    '/api/coupon/export/export',
    '/api/admin/transactions/export',
  ])('counts %s (a big whole list or an export) as heavy', async (url) => expect((await t.get(url, await t.tokenOf())).statusCode).toBe(429));

  it.each([
    '/api/packages?page=1&perPage=5',
    '/api/admin/transactions?perPage=5',
    '/api/admin/dashboard',
    '/api/packages',
    '/api/social-platform/',
    '/api/engagement-types/',
    '/api/tasks/',
  ])('does not count %s (a page, or a small reference list read whole) as heavy', async (url) =>
    expect((await t.get(url, await t.tokenOf())).statusCode).toBe(200),
  );
});

describe("one account's requests in flight", () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ loadLimits: { requestsPerAccount: 3 } });
  });
  afterAll(() => t.close());

  it('answers 429 beyond the ceiling, to that account only, and admits it again as requests finish', async () => {
    await t.app.admins.create({ email: 'calm@test.ng', password: 'calm-password' });
    const [busy, calm] = [await t.tokenOf(), await t.tokenOf({ email: 'calm@test.ng', password: 'calm-password' })];
    const holding = [1, 2, 3].map(() => t.get('/api/hold/light', busy));
    await t.waitForHeld(3);
    const refused = await t.get('/api/admin/dashboard', busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests in progress for this account. Try again in a few seconds.');
    expect((await t.get('/api/admin/dashboard', calm)).statusCode).toBe(200);
    t.hold.releaseAll();
    for (const res of await Promise.all(holding)) expect(res.statusCode).toBe(200);
    expect((await t.get('/api/admin/dashboard', busy)).statusCode).toBe(200);
  });
});

describe('request timeouts', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith({ httpTimeouts: { requestMs: 500, checkEveryMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers 408 and closes the connection when a body stops half-way', async () => {
    const { port } = t.app.server.address() as { port: number };
    const started = Date.now();
    const head = requestHead('POST', '/api/admin/login', { 'content-type': 'application/json', 'content-length': '1000' });
    const res = await rawRequest(port, head, '{"email":"adm');
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'The request body did not arrive within 1 s' });
    // Closed by the server, not by the test's own timeout; generous for a busy machine.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('lets a request whose body was whole, or that had none, take longer than the deadline', async () => {
    const token = await t.tokenOf();
    const { port } = t.app.server.address() as { port: number };
    const started = Date.now();
    // Over a real socket: an unread request stream, unlike inject's, never ends by itself.
    const held = rawRequest(port, requestHead('GET', '/api/hold/light', { authorization: `Bearer ${token}` }));
    await t.waitForHeld(1);
    await expect.poll(() => Date.now() - started, { timeout: 30_000, interval: 100 }).toBeGreaterThan(1_500);
    t.hold.releaseAll();
    expect((await held).status).toBe(200);
    expect((await t.get('/api/health', token)).statusCode).toBe(200);
  });

  it('gives back the places of a heavy request whose client left while it waited in the queue', async () => {
    const token = await t.tokenOf();
    const { port } = t.app.server.address() as { port: number };
    const heavy = () => requestHead('GET', '/api/hold/heavy', { authorization: `Bearer ${token}` });
    const first = rawRequest(port, heavy());
    await t.waitForHeld(1);
    // The server's one heavy place is taken: the next request waits for it, and its client leaves.
    const leaving = connect(port, '127.0.0.1', () => leaving.write(`${heavy()}\r\n\r\n`));
    await expect.poll(() => t.app.heavyRequests.waiting(), { timeout: 30_000, interval: 20 }).toBe(1);
    leaving.destroy();
    t.hold.releaseAll();
    expect((await first).status).toBe(200);
    await t.waitForHeld(1); // the one that left got its turn: its handler runs on, with nobody to answer
    t.hold.releaseAll();
    await expect.poll(() => t.app.heavyRequests.running(), { timeout: 30_000, interval: 20 }).toBe(0);
    const next = rawRequest(port, heavy());
    await t.waitForHeld(1);
    t.hold.releaseAll();
    expect((await next).status).toBe(200);
  });

  it('answers 408 and closes the connection when the headers stop half-way', async () => {
    const { port } = t.app.server.address() as { port: number };
    const res = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nhost: x\r\nx-slow: 1');
    expect(res.status).toBe(408);
  });
});
