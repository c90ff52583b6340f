import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { AppConfig } from '../../server/config.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

export const TEST_ADMIN = { email: 'admin@test.ng', password: 'correct-horse-battery' };

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDrivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['pg'] : [])] as const;
export type TestDriver = (typeof testDrivers)[number];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  driver: TestDriver;
  /** The throw-away PostgreSQL database's URL (PostgreSQL driver only), for other processes. */
  databaseUrl?: string;
  /** A token for TEST_ADMIN. */
  token: string;
  /** The clock the app reads codes and windows against: `advance` moves it (never wait for real time). */
  clock: TestClock;
  /** `app.inject` as TEST_ADMIN (pass `token: null` for no Authorization header). */
  request(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  database: { driver: 'pglite' },
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  tokenTtlSeconds: 1800,
  sessionMaxSeconds: 12 * 3600,
  trustProxy: false,
  logLevel: 'silent',
  initialAdmin: TEST_ADMIN,
  corsOrigins: [],
  // Flags are worked out when a test runs a pass (`app.fraudFlags.runPass()`), not by the job's timer.
  flags: { scanEveryMs: 0 },
  ...overrides,
});

/** A fresh database: PGlite in memory, or a throw-away database beside TEST_DATABASE_URL's. */
export async function openTestDatabase(driver: TestDriver): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  if (driver === 'pglite') {
    const database = await createDatabase({ driver: 'pglite', loadDataDir: await migratedPgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await createThrowawayPostgres();
  const database = await createDatabase({ driver: 'pg', url, poolSize: 20 });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** An empty PostgreSQL database named test_<random>, on TEST_DATABASE_URL's server. */
export async function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Real time plus an offset the test moves forward. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}
export function testClock(): TestClock {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) };
}

export async function startTestApp(driver: TestDriver, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase(driver);
  const clock = testClock();
  const app = await buildApp(testConfig({ ...overrides, security: { now: clock.now, ...overrides.security } }), { database, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
  const token = login.json().data.token as string;
  return {
    app,
    database,
    driver,
    databaseUrl: url,
    token,
    clock,
    request: ({ token: as = token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, ...(as ? { authorization: `Bearer ${as}` } : {}) } }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Runs the suite once per test database, each with its own freshly migrated app. */
export function describeApi(name: string, suite: (t: TestApp) => void, overrides: Partial<AppConfig> = {}) {
  describe.each(testDrivers)(`${name} [%s]`, (driver) => {
    const t = {} as TestApp;
    beforeAll(async () => {
      Object.assign(t, await startTestApp(driver, overrides));
    });
    afterAll(() => t.close?.());
    suite(t);
  });
}
