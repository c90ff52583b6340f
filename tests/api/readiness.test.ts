import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase } from '../../server/db/client.ts';
import { freePort, startServerProcess } from '../helpers/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { createThrowawayPostgres, TEST_ADMIN, openTestDatabase, testConfig, testDrivers } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

const live = async (app: { inject(options: { url: string }): Promise<{ statusCode: number; json(): unknown }> }) => {
  const res = await app.inject({ url: '/api/health' });
  return { status: res.statusCode, body: res.json() };
};

describe('/api/ready while the database is unreachable, /api/health all the same', () => {
  it('[pglite] answers 503 server.database once the embedded database is gone, while /api/health stays 200', async () => {
    const database = await createDatabase({ driver: 'pglite' });
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      expect((await app.inject({ url: '/api/ready' })).json()).toMatchObject({ code: 'health.ready', data: { database: 'pglite' } });
      await database.close();
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database unreachable', code: 'server.database' });
      expect(await live(app)).toEqual({ status: 200, body: { message: 'OK', code: 'health.ok', data: { database: 'pglite' } } });
    } finally {
      await app.close();
    }
  });

  it.runIf(postgresUrl)('[pg] answers 503 while PostgreSQL cannot be reached, without crashing, and 200 again once it can; /api/health stays 200', async () => {
    const { url, drop } = await createThrowawayPostgres();
    const real = new URL(url);
    const proxy = tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${await proxy.open()}`;
    const database = await createDatabase({ driver: 'pg', url: viaProxy.toString() });
    const app = await buildApp(testConfig(), { database, logger: false });
    const ready = async () => (await app.inject({ url: '/api/ready' })).statusCode;
    try {
      expect(await ready()).toBe(200);
      const token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().data.token as string;
      await proxy.cut(); // every pooled connection dropped, the port closed
      await until(() => database.pool!.totalCount === 0, 'the pool to discard its dropped connections');
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database unreachable', code: 'server.database' });
      // Any other request the outage stops says so too: a 503 worth retrying, not an internal error.
      for (const request of [
        { url: '/api/packages?page=1', headers: { authorization: `Bearer ${token}` } },
        { method: 'POST' as const, url: '/api/admin/login', payload: TEST_ADMIN },
      ]) {
        const refused = await app.inject(request);
        expect(refused.statusCode, request.url).toBe(503);
        expect(refused.json()).toEqual({ message: 'The database cannot be reached. Try again in a few seconds.', code: 'server.database' });
        expect(refused.headers['retry-after']).toBe('5');
      }
      expect((await live(app)).status).toBe(200);
      await proxy.open();
      expect(await ready()).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
      await drop();
    }
  });

  it.each(testDrivers)('[%s] answers 503 server.migrations when a migration this server ships is not recorded as applied', async (driver) => {
    const { database, drop } = await openTestDatabase(driver);
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database migrations not applied', code: 'server.migrations' });
      await database.db.execute(sql`drop schema drizzle cascade`);
      expect((await app.inject({ url: '/api/ready' })).json()).toMatchObject({ code: 'server.migrations' });
      expect((await live(app)).status).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('a server whose DATABASE_URL points at a closed port exits instead of listening', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/nothing`;
    await expect(startServerProcess({ DATABASE_URL: closed, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'silent' })).rejects.toThrow(
      /server exited with code [1-9]/,
    );
  });
});
