import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase } from '../../server/db/client.ts';
import { freePort, startServerProcess } from '../helpers/server-process.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { createThrowawayPostgres, testConfig } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('/api/ready while the database is unreachable', () => {
  it('[pglite] answers 503 with a generic message once the embedded database is gone', async () => {
    const database = await createDatabase({ driver: 'pglite' });
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Database unreachable' });
    } finally {
      await app.close();
    }
  });

  it.runIf(postgresUrl)('[pg] answers 503 while PostgreSQL cannot be reached, without crashing, and 200 again once it can', async () => {
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
      await proxy.cut(); // every pooled connection dropped, the port closed
      await until(() => database.pool!.totalCount === 0, 'the pool to discard its dropped connections');
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Database unreachable' });
      await proxy.open();
      expect(await ready()).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
      await drop();
    }
  });

  it('a server whose DATABASE_URL points at a closed port exits instead of listening', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/nothing`;
    await expect(startServerProcess({ DATABASE_URL: closed, JWT_SECRET: 'x'.repeat(48), LOG_LEVEL: 'silent' })).rejects.toThrow(/server exited with code [1-9]/);
  });
});
