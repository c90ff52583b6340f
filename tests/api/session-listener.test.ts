import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase } from '../../server/db/client.ts';
import { admins } from '../../server/db/schema/index.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { createThrowawayPostgres, TEST_ADMIN, testConfig } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/**
 * The change listener proves it is alive: a listening connection dropped silently (a NAT or
 * firewall forgetting it: nothing arrives, nothing reports an error) stops being trusted once its
 * heartbeat goes unheard, so a session revoked meanwhile is refused at its next request; the
 * listener is replaced on a new connection, and trust returns once that one hears the heartbeat.
 */
itOnPostgres(
  'a silently dropped change listener stops being trusted, and is replaced',
  async (postgresUrl) => {
    void postgresUrl;
    const { url, drop } = await createThrowawayPostgres();
    const real = new URL(url);
    const relay = tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const listenUrl = new URL(url);
    listenUrl.host = `127.0.0.1:${await relay.open()}`;
    const database = await createDatabase({ driver: 'pg', url, listenUrl: listenUrl.toString() });
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      const token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().data.token as string;
      const get = async () => (await app.inject({ url: '/api/packages', headers: { authorization: `Bearer ${token}` } })).statusCode;
      await until(() => app.sessions.trusting, 'the listener to start');
      // A check is kept only if no change (the sign-in's own notification, heard late on a busy
      // machine) and no lapse of the heartbeat came while it ran: ask again until one is kept.
      await until(async () => (await get()) === 200 && app.sessions.cachedSessions === 1, 'a checked session to be kept', { timeout: 30_000 });
      expect(app.sessions.cachedSessions).toBe(1);

      relay.freeze();
      await until(() => !app.sessions.trusting, 'the silent listener to be distrusted', { timeout: 30_000 });
      // Disabled behind the frozen listener's back: nothing reaches this process, yet it asks the database.
      await database.db.update(admins).set({ disabled: true }).where(eq(admins.email, TEST_ADMIN.email));
      expect(await get()).toBe(401);
      await database.db.update(admins).set({ disabled: false }).where(eq(admins.email, TEST_ADMIN.email));

      relay.thaw();
      await until(() => app.sessions.trusting, 'a new listener to be heard', { timeout: 30_000 });
    } finally {
      await app.close();
      await database.close();
      await relay.cut();
      await drop();
    }
  },
  90_000,
);
