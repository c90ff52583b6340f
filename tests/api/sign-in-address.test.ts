import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, expect, it } from 'vitest';
import type { TrustProxy } from '../../server/config-values.ts';
import { auditLog, loginFailures, signInAddresses } from '../../server/db/schema/index.ts';
import { HttpError } from '../../server/errors.ts';
import { createAddressThrottle } from '../../server/accounts/address-throttle.ts';
import { TEST_ADMIN, describeApi, type TestApp } from '../helpers/test-app.ts';

/**
 * The client address of a sign-in (its per-address limit and its activity log row) is the one
 * Fastify computes with the configured trustProxy: behind one proxy, the entry that proxy appended
 * to X-Forwarded-For, never one the client wrote.
 */
const FORWARDED = '6.6.6.6, 203.0.113.9';
let guess = 0;

async function signIn(port: number, forwardedFor: string | undefined, payload: { email: string; password: string }) {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(payload),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}
/** A wrong password for an email of its own, so that no account lock gets in the way of the address limit. */
const wrongPassword = () => ({ email: `guess-${guess++}@test.ng`, password: 'wrong-password' });

const attemptsOf = async (t: TestApp, address: string) =>
  (await t.database.db.select().from(signInAddresses).where(eq(signInAddresses.address, address)))[0]?.attempts ?? 0;
const failureIp = async (t: TestApp, email: string) =>
  (
    await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-failed'), sql`${auditLog.details}->>'email' = ${email}`))
  ).map((row) => (row.details as { ip: string }).ip);
const lastSignInIp = async (t: TestApp) =>
  (
    (
      await t.database.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'sign-in')).orderBy(desc(auditLog.createdAt)).limit(1)
    )[0].details as { ip: string }
  ).ip;

function listening(t: TestApp) {
  const server = { port: 0 };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server.port = (t.app.server.address() as AddressInfo).port;
  });
  return server;
}

const behind: [string, TrustProxy, string][] = [
  ['one proxy hop (trustProxy 1)', 1, '203.0.113.9'],
  ["the proxy's address (trustProxy ['127.0.0.1'])", ['127.0.0.1'], '203.0.113.9'],
  ['no proxy (trustProxy false)', false, '127.0.0.1'],
];
for (const [label, trustProxy, client] of behind) {
  describeApi(
    `sign-ins over a socket behind ${label}`,
    (t) => {
      const server = listening(t);

      it(`count and log X-Forwarded-For "${FORWARDED}" as ${client}`, async () => {
        const counts = async () => Object.fromEntries(await Promise.all(['6.6.6.6', '203.0.113.9', '127.0.0.1'].map(async (a) => [a, await attemptsOf(t, a)])));
        const before = await counts();
        const attempt = wrongPassword();
        expect((await signIn(server.port, FORWARDED, attempt)).status).toBe(401);
        expect(await failureIp(t, attempt.email)).toEqual([client]);
        expect((await signIn(server.port, FORWARDED, TEST_ADMIN)).status).toBe(200);
        expect(await lastSignInIp(t)).toBe(client);
        expect(await counts()).toEqual({ ...before, [client]: before[client] + 2 });
      });
    },
    { trustProxy },
  );
}

describeApi(
  '60 sign-ins behind one proxy, each with a different forged first X-Forwarded-For entry',
  (t) => {
    const server = listening(t);

    it('let exactly 20 through and refuse 40 with 429 and Retry-After, before any account is looked at', async () => {
      const replies = [];
      const attempts = Array.from({ length: 60 }, wrongPassword);
      for (const [i, attempt] of attempts.entries()) replies.push(await signIn(server.port, `6.6.${i}.6, 198.51.100.7`, attempt));
      expect(replies.map((r) => r.status)).toEqual([...Array(20).fill(401), ...Array(40).fill(429)]);
      for (const refused of replies.slice(20)) {
        const seconds = Number(refused.retryAfter);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThanOrEqual(60);
        const after = `${seconds} second${seconds === 1 ? '' : 's'}`;
        expect(refused.body).toEqual({
          message: `Too many sign-in attempts from this address. Try again in ${after}.`,
          code: 'auth.too_many_attempts',
          params: { after, smart_count: seconds },
        });
      }
      expect(await attemptsOf(t, '198.51.100.7')).toBe(60);
      const forged = await t.database.db
        .select()
        .from(signInAddresses)
        .where(sql`${signInAddresses.address} like '6.6.%'`);
      expect(forged).toEqual([]);
      // The refused attempts reached no account: no failure counted for their emails, none logged.
      const refusedEmails = attempts.slice(20).map((a) => a.email);
      expect(await t.database.db.select().from(loginFailures).where(inArray(loginFailures.email, refusedEmails))).toEqual([]);
      expect((await Promise.all(refusedEmails.map((email) => failureIp(t, email)))).flat()).toEqual([]);
    });
  },
  { trustProxy: 1 },
);

describeApi(
  'a believed X-Forwarded-For entry that is not an IP address',
  (t) => {
    const server = listening(t);

    it('is neither counted nor logged: the socket address is, and a huge one is no 500', async () => {
      for (const forged of ['<script>x</script>', 'unknown', '[2001:db8::2]:443', 'a'.repeat(3_000)]) {
        const attempt = wrongPassword();
        expect((await signIn(server.port, forged, attempt)).status, forged.slice(0, 20)).toBe(401);
        expect(await failureIp(t, attempt.email)).toEqual(['127.0.0.1']);
      }
      const stored = await t.database.db.select({ address: signInAddresses.address }).from(signInAddresses);
      expect(stored.map((row) => row.address)).toEqual(['127.0.0.1']);
    });
  },
  { trustProxy: 1 },
);

describeApi('the per-address window', (t) => {
  const rules = { maxAttempts: 2, windowSeconds: 1 };
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: HttpError) => ({ status: error.statusCode, headers: error.headers, code: error.said.code }),
    );

  it('refuses attempts beyond the limit until the window ends, then counts afresh', async () => {
    const throttle = createAddressThrottle(t.database.db, rules);
    expect(await refusal(throttle.countAttempt('window-test'))).toBeNull();
    expect(await refusal(throttle.countAttempt('window-test'))).toBeNull();
    expect(await refusal(throttle.countAttempt('window-test'))).toEqual({ status: 429, headers: { 'Retry-After': '1' }, code: 'auth.too_many_attempts' });
    expect(await refusal(throttle.countAttempt('another-address'))).toBeNull();
    await sleep(1100);
    expect(await refusal(throttle.countAttempt('window-test'))).toBeNull();
    expect(await attemptsOf(t, 'window-test')).toBe(1);
  });

  it('deletes the rows of ended windows at most once a window per process', async () => {
    const { db } = t.database;
    const stale = (address: string) => db.insert(signInAddresses).values({ address, windowStartedAt: new Date(Date.now() - 3_600_000), attempts: 7 });
    const addressesLeft = async () => (await db.select({ address: signInAddresses.address }).from(signInAddresses)).map((r) => r.address).sort();
    const throttle = createAddressThrottle(db, rules);
    await stale('stale-1');
    await throttle.countAttempt('fresh-1');
    expect(await addressesLeft()).not.toContain('stale-1');
    expect(await addressesLeft()).toContain('fresh-1');
    await stale('stale-2');
    await throttle.countAttempt('fresh-1');
    expect(await addressesLeft()).toContain('stale-2');
    await sleep(1100);
    await throttle.countAttempt('fresh-2');
    expect(await addressesLeft()).toEqual(['fresh-2']);
  });
});
