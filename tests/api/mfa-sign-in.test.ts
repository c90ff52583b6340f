import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeAt, stepAt } from '../../server/accounts/mfa/totp.ts';
import { auditLog, loginFailures } from '../../server/db/schema/index.ts';
import { enrol, nextCode } from '../helpers/mfa.ts';
import { describeApi, type TestApp } from '../helpers/test-app.ts';

let accounts = 0;
/** A new account of `role` signed in with its password, enrolled through the API. */
async function enrolledAccount(t: TestApp, role: 'admin' | 'reviewer' | 'viewer' = 'reviewer') {
  const email = `mfa-${++accounts}@example.com`;
  const password = `password-of-${email}`;
  // Each account signs in from its own address: 20 attempts a minute per address is a limit of its own.
  const remoteAddress = `10.0.0.${accounts}`;
  const admin = await t.app.admins.create({ email, password, role });
  const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null, remoteAddress });
  const { secret, recoveryCodes } = await enrol(t, login.json().data.token);
  return { admin, email, password, secret, recoveryCodes, remoteAddress };
}

/** Two-factor sign-in: enrolment, the two steps, replays, guesses, recovery codes, clock skew. */
describeApi('two-factor sign-in', (t) => {
  type Account = Awaited<ReturnType<typeof enrolledAccount>>;
  const passwordStep = (a: Account) =>
    t.request({ method: 'POST', url: '/api/admin/login', payload: { email: a.email, password: a.password }, token: null, remoteAddress: a.remoteAddress });
  const secondStep = (payload: object, remoteAddress = '10.0.1.1') =>
    t.request({ method: 'POST', url: '/api/admin/login/mfa', payload, token: null, remoteAddress });
  const challengeFor = async (a: Account) => (await passwordStep(a)).json().data.challenge as string;

  describe('enrolment', () => {
    it('offers a base32 key and its otpauth address, active only once a first code confirms it; then 10 recovery codes', async () => {
      const me = () => t.request({ method: 'GET', url: '/api/admin/me' });
      expect((await me()).json().data.mfa).toMatchObject({ enabled: false, required: true });
      const started = await t.request({ method: 'POST', url: '/api/admin/me/mfa' });
      const { secret, otpauthUrl } = started.json().data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Rewards%20Admin:admin%40test\.ng\?/);
      expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
      expect((await me()).json().data.mfa.enabled, 'not active before a code').toBe(false);
      const confirm = (code: string) => t.request({ method: 'POST', url: '/api/admin/me/mfa/confirm', payload: { code } });
      expect((await confirm('12345')).json()).toMatchObject({ code: 'auth.mfa_code_malformed' });
      const wrong = await confirm(codeAt(secret, stepAt(t.clock.now()) - 5));
      expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'auth.mfa_code_invalid']);
      const done = await confirm(nextCode(t, secret).replace(/^(\d{3})/, '$1 '));
      expect(done.statusCode, done.body).toBe(200);
      const codes = done.json().data.recoveryCodes as string[];
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect((await me()).json().data.mfa).toEqual({ enabled: true, required: true, graceEndsAt: null });
      expect((await t.request({ method: 'POST', url: '/api/admin/me/mfa' })).json().code).toBe('mfa.already_enabled');
      const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'mfa-enable'));
      expect(audited).toHaveLength(1);
    });

    it('a role that requires it cannot remove it; a viewer can, with a current code', async () => {
      const reviewer = await enrolledAccount(t, 'reviewer');
      const token = await signInWithCode(reviewer);
      const remove = (as: string, secret: string) =>
        t.request({ method: 'DELETE', url: '/api/admin/me/mfa', payload: { code: nextCode(t, secret) }, token: as });
      expect((await remove(token, reviewer.secret)).json()).toMatchObject({ code: 'mfa.required_by_role' });
      const viewer = await enrolledAccount(t, 'viewer');
      const viewerToken = await signInWithCode(viewer);
      expect((await remove(viewerToken, viewer.secret)).statusCode).toBe(200);
      expect((await passwordStep(viewer)).json().data.token, 'signs in with the password alone again').toBeTypeOf('string');
    });
  });

  const signInWithCode = async (a: Account) =>
    (await secondStep({ challenge: await challengeFor(a), code: nextCode(t, a.secret) }, a.remoteAddress)).json().data.token as string;

  describe('the two steps', () => {
    it('a right password answers a challenge and no token; the challenge and a current code answer the token', async () => {
      const a = await enrolledAccount(t);
      const first = await passwordStep(a);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: expect.any(String), code: 'auth.mfa_required', data: { mfaRequired: true, challenge: expect.any(String) } });
      const { challenge } = first.json().data;
      const asToken = await t.request({ method: 'GET', url: '/api/admin/me', token: challenge });
      expect([asToken.statusCode, asToken.json().code], 'a challenge is no token').toEqual([401, 'auth.invalid_token']);
      const second = await secondStep({ challenge, code: nextCode(t, a.secret) });
      expect(second.json()).toMatchObject({ code: 'auth.login', data: { admin: { email: a.email }, mfa: { enabled: true } } });
      const me = await t.request({ method: 'GET', url: '/api/admin/me', token: second.json().data.token });
      expect(me.statusCode).toBe(200);
      expect((await secondStep({ challenge, code: nextCode(t, a.secret) })).json().code, 'a challenge works once').toBe('auth.mfa_challenge_invalid');
    });

    it('refuses a replayed code, a code of another account, a code two steps off, and an expired challenge, changing nothing', async () => {
      const a = await enrolledAccount(t);
      const b = await enrolledAccount(t);
      const code = nextCode(t, a.secret);
      expect((await secondStep({ challenge: await challengeFor(a), code })).statusCode).toBe(200);
      const replay = await secondStep({ challenge: await challengeFor(a), code });
      expect([replay.statusCode, replay.json().code]).toEqual([401, 'auth.mfa_code_invalid']);
      expect((await secondStep({ challenge: await challengeFor(b), code: nextCode(t, a.secret) })).statusCode, "another account's code").toBe(401);
      const now = stepAt(t.clock.now());
      t.clock.advance(30_000 * 3);
      expect((await secondStep({ challenge: await challengeFor(b), code: codeAt(b.secret, now + 1) })).statusCode, 'two steps behind').toBe(401);
      expect((await secondStep({ challenge: await challengeFor(b), code: codeAt(b.secret, now + 6) })).statusCode, 'two steps ahead').toBe(401);
      expect((await secondStep({ challenge: await challengeFor(b), code: codeAt(b.secret, now + 4) })).statusCode, 'one step ahead').toBe(200);
      const stale = await challengeFor(b);
      t.clock.advance(5 * 60_000 + 1);
      const late = await secondStep({ challenge: stale, code: nextCode(t, b.secret) });
      expect([late.statusCode, late.json().code]).toEqual([401, 'auth.mfa_challenge_invalid']);
      for (const bad of ['', 'x'.repeat(200)]) expect((await secondStep({ challenge: bad, code: '123456' })).statusCode).toBe(400);
      expect((await secondStep({ challenge: 'made-up', code: '123456' })).json().code).toBe('auth.mfa_challenge_invalid');
      expect((await secondStep({ challenge: stale, code: '123456', recoveryCode: 'abcde-fghij' })).statusCode, 'one or the other').toBe(400);
    });

    it('5 wrong codes in 15 minutes lock the second step (429 with Retry-After), even for the right code; each is in the activity log', async () => {
      const a = await enrolledAccount(t);
      const challenge = await challengeFor(a);
      for (let i = 0; i < 5; i++) expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(401);
      const locked = await secondStep({ challenge, code: nextCode(t, a.secret) });
      expect([locked.statusCode, locked.json().code]).toEqual([429, 'auth.mfa_locked']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      const failed = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mfa-code-failed'), eq(auditLog.adminId, a.admin.id)));
      expect(failed).toHaveLength(5);
      expect(failed[0].details).toMatchObject({ purpose: 'sign-in' });
      await t.database.db.delete(loginFailures).where(eq(loginFailures.email, `mfa:${a.admin.id}`));
      expect((await secondStep({ challenge, code: nextCode(t, a.secret) })).statusCode, 'once the lock is over').toBe(200);
    });

    it('codes that cannot mean anything are not guesses; locked codes leave the recovery codes usable; a reset clears the lock', async () => {
      const a = await enrolledAccount(t);
      const token = await signInWithCode(a);
      for (let i = 0; i < 6; i++) {
        const pointless = await t.request({ method: 'POST', url: '/api/admin/me/mfa/confirm', payload: { code: '123456' }, token });
        expect(pointless.json().code).toBe('mfa.already_enabled');
      }
      const challenge = await challengeFor(a);
      for (let i = 0; i < 5; i++) await secondStep({ challenge, code: '000000' }, a.remoteAddress);
      expect((await secondStep({ challenge, code: nextCode(t, a.secret) }, a.remoteAddress)).statusCode).toBe(429);
      expect((await secondStep({ challenge, recoveryCode: a.recoveryCodes[0] }, a.remoteAddress)).statusCode, 'the recovery codes still sign in').toBe(200);
      await t.app.admins.resetMfa(a.email);
      const again = (await passwordStep(a)).json().data.token as string;
      const started = await t.request({ method: 'POST', url: '/api/admin/me/mfa', token: again });
      const confirmed = await t.request({
        method: 'POST',
        url: '/api/admin/me/mfa/confirm',
        payload: { code: nextCode(t, started.json().data.secret) },
        token: again,
      });
      expect(confirmed.statusCode, 'enrolling again after a reset is not locked').toBe(200);
    });

    it('a recovery code signs in once; new codes void the old ones', async () => {
      const a = await enrolledAccount(t);
      const [first, second] = a.recoveryCodes;
      const use = async (recoveryCode: string) => secondStep({ challenge: await challengeFor(a), recoveryCode }, a.remoteAddress);
      const ok = await use(first.toUpperCase().replace('-', ' '));
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await use(first)).json().code, 'used already').toBe('auth.mfa_code_invalid');
      const token = ok.json().data.token as string;
      const fresh = await t.request({ method: 'POST', url: '/api/admin/me/mfa/recovery-codes', payload: { code: nextCode(t, a.secret) }, token });
      expect(fresh.json().data.recoveryCodes).toHaveLength(10);
      expect((await use(second)).statusCode, 'an old code after regeneration').toBe(401);
      expect((await use(fresh.json().data.recoveryCodes[0])).statusCode).toBe(200);
      const used = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mfa-recovery-code-used'), eq(auditLog.adminId, a.admin.id)));
      expect(used).toHaveLength(2);
    });

    it('a password reset keeps two-factor sign-in; the command line can reset it for an account that lost its phone', async () => {
      const a = await enrolledAccount(t);
      await t.app.admins.resetPassword(a.email, `${a.password}-new`);
      a.password = `${a.password}-new`;
      expect((await passwordStep(a)).json().data.mfaRequired).toBe(true);
      await t.app.admins.resetMfa(a.email);
      const plain = (await passwordStep(a)).json().data;
      expect(plain).toMatchObject({ token: expect.any(String), mfa: { enabled: false, required: true } });
      expect((await secondStep({ challenge: 'x', recoveryCode: a.recoveryCodes[2] }, a.remoteAddress)).statusCode).toBe(401);
    });

    it('of concurrent second steps with the same code, exactly one signs in', async () => {
      const a = await enrolledAccount(t);
      const challenges = await Promise.all(Array.from({ length: 6 }, () => challengeFor(a)));
      const code = nextCode(t, a.secret);
      const answers = await Promise.all(challenges.map((challenge, i) => secondStep({ challenge, code }, `10.0.2.${i}`)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // Every attempt counts towards the lock before it is checked: the sixth at once may find it locked.
      expect(
        statuses.filter((status) => status !== 200).every((status) => status === 401 || status === 429),
        String(statuses),
      ).toBe(true);
    });
  });
});
