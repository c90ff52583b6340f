import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { lockKey, postgresSlots } from '../../server/limits/shared-slots.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { createThrowawayPostgres, TEST_ADMIN, testConfig } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/** Routes that hold their request (and, for /hold/heavy, its heavy places) until the test lets them go. */
function holdingRoutes() {
  const held: Array<() => void> = [];
  const plugin = async (scope: FastifyInstance) => {
    const wait = () => new Promise<void>((resolve) => held.push(resolve));
    scope.get('/hold/light', { config: { access: 'signed-in', capability: 'read' } }, async () => (await wait(), { data: 'done' }));
    scope.get('/hold/heavy', { config: { access: 'signed-in', capability: 'read' } }, async (_request, reply) => {
      await scope.admitHeavy(reply);
      await wait();
      return { data: 'done' };
    });
  };
  return { plugin, held, releaseAll: () => held.splice(0).forEach((go) => go()) };
}

/**
 * Per-account limits hold across instances: two server instances on one PostgreSQL, each with its
 * own pool, count one account's requests in flight and heavy requests together, and the places of
 * an instance whose connection dies are free at once.
 */
itOnPostgres(
  'one account’s requests in flight and heavy requests are counted across instances',
  async () => {
    const { url, drop } = await createThrowawayPostgres();
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    const hold = holdingRoutes();
    const limits = { requestsPerAccount: 3, heavyPerAccount: { running: 1, queued: 1, maxWaitMs: 300 } };
    try {
      for (let i = 0; i < 2; i++) {
        const database = await createDatabase({ driver: 'pg', url });
        databases.push(database);
        apps.push(await buildApp(testConfig({ loadLimits: limits }), { database, logger: false, extraRoutes: [hold.plugin] }));
      }
      const [a, b] = apps;
      await until(() => a.sharedSlots.shared && b.sharedSlots.shared, 'both instances to count in PostgreSQL');
      const token = (await a.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().data.token as string;
      const get = (app: FastifyInstance, path: string) => app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });

      const heavy = get(a, '/api/hold/heavy');
      await until(() => hold.held.length === 1, 'the heavy request to hold its place on A');
      const refusedHeavy = await get(b, '/api/hold/heavy');
      expect(refusedHeavy.statusCode).toBe(429);
      expect(refusedHeavy.json().code).toBe('request.too_many');

      const light = [get(a, '/api/hold/light'), get(b, '/api/hold/light')];
      await until(() => hold.held.length === 3, 'three requests in flight over both instances');
      for (const app of [a, b]) {
        const refused = await get(app, '/api/admin/dashboard');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many requests in progress for this account. Try again in a few seconds.');
      }
      hold.releaseAll();
      for (const res of await Promise.all([heavy, ...light])) expect(res.statusCode).toBe(200);
      expect((await get(b, '/api/admin/dashboard')).statusCode).toBe(200);

      // An instance that dies lets go of its places with its connection.
      const stuck = get(a, '/api/hold/heavy');
      await until(() => hold.held.length === 1, 'a heavy request held on A');
      await a.sharedSlots.close();
      const after = get(b, '/api/hold/heavy');
      await until(() => hold.held.length === 2, 'B to take the place A lost with its connection');
      hold.releaseAll();
      expect((await after).statusCode).toBe(200);
      expect((await stuck).statusCode).toBe(200);
    } finally {
      hold.releaseAll();
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await drop();
    }
  },
  120_000,
);

itOnPostgres(
  'a place is one advisory lock, taken only when free, given back on release',
  async (postgresUrl) => {
    const slots = postgresSlots(postgresUrl);
    const other = postgresSlots(postgresUrl);
    const probe = new pg.Client({ connectionString: postgresUrl });
    await probe.connect();
    const locksOf = async (key: string) =>
      Number((await probe.query(`select count(*) from pg_locks where locktype = 'advisory' and classid::int = $1`, [lockKey('request', key)])).rows[0].count);
    try {
      await until(() => slots.shared && other.shared, 'both to connect');
      const key = `acct-${Math.random()}`;
      const first = await slots.take('request', key, 2);
      expect(first).not.toBeNull();
      expect(await locksOf(key)).toBe(1);
      const second = await other.take('request', key, 2);
      expect(second).not.toBeNull();
      expect(await other.take('request', key, 2)).toBeNull();
      expect(await slots.take('request', key, 2)).toBeNull();
      expect(await locksOf(key)).toBe(2);
      first!();
      await until(async () => (await locksOf(key)) === 1, 'the released lock to go');
      expect(await other.take('request', key, 2)).not.toBeNull();
    } finally {
      await probe.end();
      await slots.close();
      await other.close();
    }
  },
  60_000,
);
