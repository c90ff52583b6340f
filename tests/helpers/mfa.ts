import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { codeAt, stepAt } from '../../server/accounts/mfa/totp.ts';
import type { Db } from '../../server/db/client.ts';
import { adminSessions, admins } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

type App = Pick<TestApp, 'request' | 'clock' | 'database'>;

/**
 * A code the app has not accepted yet for this key: the clock moves one step (30 s) on, so each
 * call is a new step, as a person typing codes a little later would see; nothing waits.
 */
export function nextCode(t: Pick<TestApp, 'clock'>, secret: string) {
  t.clock.advance(30_000);
  return codeAt(secret, stepAt(t.clock.now()));
}

/** Enrols the account `token` signs in for, through the API: its key and recovery codes (enrolling is no step-up). */
export async function enrol(t: App, token: string = (t as TestApp).token) {
  const started = await t.request({ method: 'POST', url: '/api/admin/me/mfa', token });
  if (started.statusCode !== 200) throw new Error(`enrolment: ${started.statusCode} ${started.body}`);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await t.request({ method: 'POST', url: '/api/admin/me/mfa/confirm', payload: { code: nextCode(t, secret) }, token });
  if (confirmed.statusCode !== 200) throw new Error(`confirming enrolment: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

/** The account's active key, read from the database (what its authenticator app holds). */
export async function secretOf(t: Pick<TestApp, 'database'>, adminId: string) {
  const [row] = await t.database.db.select({ secret: admins.mfaSecret }).from(admins).where(eq(admins.id, adminId));
  return row?.secret ?? null;
}

/** Enters a current code in the session of `token` (enrolling its account first if need be): the next 10 minutes may move money. */
export async function stepUp(t: App, token: string = (t as TestApp).token) {
  const me = await t.request({ method: 'GET', url: '/api/admin/me', token });
  const secret = (await secretOf(t, me.json().data._id)) ?? (await enrol(t, token)).secret;
  const res = await t.request({ method: 'POST', url: '/api/admin/me/step-up', payload: { code: nextCode(t, secret) }, token });
  if (res.statusCode !== 200) throw new Error(`step-up: ${res.statusCode} ${res.body}`);
  return secret;
}

/** Signs in as a person would: the password, then (for an account with two-factor sign-in) a current code. */
export async function signIn(t: App, email: string, password: string): Promise<string> {
  const first = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null });
  const data = first.json().data as { token?: string; challenge?: string };
  if (!data?.challenge) return data?.token as string;
  const [row] = await t.database.db.select({ secret: admins.mfaSecret }).from(admins).where(eq(admins.email, email));
  const second = await t.request({
    method: 'POST',
    url: '/api/admin/login/mfa',
    payload: { challenge: data.challenge, code: nextCode(t, row.secret!) },
    token: null,
  });
  return second.json().data.token as string;
}

/**
 * For a server on the real clock (the browser suite): a code of a step later than `lastStep` that
 * the server accepts now and a step later (the current step or the next); waits for the clock only
 * when two codes were used within one step, which is the condition and not a fixed delay.
 */
export async function realTimeCode(secret: string, lastStep: number | null): Promise<{ code: string; step: number }> {
  for (;;) {
    const current = stepAt(Date.now());
    // Never the step before the current one: the clock may pass into the next step before the server reads the code.
    const step = Math.max(current, (lastStep ?? current - 1) + 1);
    if (step <= current + 1) return { code: codeAt(secret, step), step };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * For tests of other things than two-factor sign-in against server processes: gives the session of
 * `token` a second factor and a code entered just now, straight in the database, so that its
 * changes that need a fresh code (a new role) go through for the next 10 minutes.
 */
export async function markSteppedUp(db: Db, token: string) {
  const { sid, sub } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string; sub: string };
  await db.update(admins).set({ mfaSecret: TEST_TOTP_SECRET }).where(eq(admins.id, sub));
  await db.update(adminSessions).set({ steppedUpAt: new Date() }).where(eq(adminSessions.id, sid));
}

/** The test key: of accounts whose codes no test types, and of the browser suite's e2e admin. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * A code of the test key no earlier test file used: the last step used is kept in a file, as the
 * browser suite's files run one after another in separate workers against one server (a replayed
 * code would count as a wrong guess towards the account's lock).
 */
export async function nextTestKeyCode() {
  const file = join(tmpdir(), `rewards-test-key-steps-${process.getuid?.() ?? 0}.json`);
  const last = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { step: number }).step : null;
  const next = await realTimeCode(TEST_TOTP_SECRET, last);
  writeFileSync(file, JSON.stringify({ step: next.step }));
  return next;
}
