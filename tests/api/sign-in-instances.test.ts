import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase } from '../../server/db/client.ts';
import { TEST_ADMIN, createThrowawayPostgres, testConfig, testDrivers } from '../helpers/test-app.ts';

/**
 * The per-address sign-in limit (20 a minute) holds for the whole deployment, not per instance:
 * three instances on one database let 20 attempts from an address through between them, whether
 * the attempts come one after another or all at once.
 */
let guess = 0;

describe.each(testDrivers)('three instances on one %s database', (driver) => {
  const apps: FastifyInstance[] = [];
  let dispose = async () => {};

  beforeAll(async () => {
    if (driver === 'pglite') {
      const database = await createDatabase({ driver: 'pglite' });
      for (let i = 0; i < 3; i++) apps.push(await buildApp(testConfig(), { database, logger: false }));
      dispose = () => database.close();
    } else {
      // Each instance with its own pool, as separate processes would have.
      const { url, drop } = await createThrowawayPostgres();
      for (let i = 0; i < 3; i++) apps.push(await buildApp(testConfig({ database: { driver: 'pg', url, poolSize: 10 } }), { logger: false }));
      dispose = drop;
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
  });

  /** A sign-in arriving at instance `n % 3` from `address`; a wrong password for an email of its own unless `payload` is given. */
  const attempt = async (n: number, address: string, payload = { email: `guess-${guess++}@test.ng`, password: 'wrong-password' }) => {
    const res = await apps[n % 3].inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: address });
    return { status: res.statusCode, code: res.json().code as string };
  };
  const tally = (replies: { status: number }[]) => replies.reduce<Record<number, number>>((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {});

  it('answer 20 of 60 attempts from one address spread over them, and refuse the other 40; another address still signs in meanwhile', async () => {
    const replies = [];
    const elsewhere = [];
    for (let n = 0; n < 60; n++) {
      replies.push(await attempt(n, '192.0.2.10'));
      if (n % 6 === 5) elsewhere.push(await attempt(n + 1, '192.0.2.20', TEST_ADMIN));
    }
    expect(replies.map((r) => r.status)).toEqual([...Array(20).fill(401), ...Array(40).fill(429)]);
    expect(new Set(replies.slice(20).map((r) => r.code))).toEqual(new Set(['auth.too_many_attempts']));
    expect(elsewhere.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('let no more than 20 of 60 simultaneous attempts from one address through', async () => {
    const [replies, elsewhere] = await Promise.all([
      Promise.all(Array.from({ length: 60 }, (_, n) => attempt(n, '192.0.2.30'))),
      Promise.all(Array.from({ length: 6 }, (_, n) => attempt(n, '192.0.2.40', TEST_ADMIN))),
    ]);
    expect(tally(replies)).toEqual({ 401: 20, 429: 40 });
    expect(new Set(replies.filter((r) => r.status === 429).map((r) => r.code))).toEqual(new Set(['auth.too_many_attempts']));
    expect(tally(elsewhere)).toEqual({ 200: 6 });
  });
});
