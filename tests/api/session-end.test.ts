import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../../server/accounts/session-cache.ts';
import { TEST_ADMIN, describeApi } from '../helpers/test-app.ts';

const run = promisify(execFile);

describeApi('ending every session of an account', (t) => {
  const login = async (payload: object = TEST_ADMIN) => t.request({ method: 'POST', url: '/api/admin/login', payload, token: null });
  const tokenOf = async (payload: object = TEST_ADMIN) => (await login(payload)).json().data.token as string;
  const call = (token: string) => t.request({ method: 'GET', url: '/api/packages', token });
  const other = { email: 'staff@test.ng', password: 'another-password-1' };

  it('ends every session, renewals included, when the password is reset', async () => {
    const account = { ...other, email: `reset-${other.email}` };
    await t.app.admins.create(account);
    const [first, second] = [await tokenOf(account), await tokenOf(account)];
    expect((await call(first)).statusCode).toBe(200);
    await t.app.admins.resetPassword(account.email, 'a-brand-new-password');
    for (const token of [first, second]) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-access-token']).toBeUndefined();
    }
    expect((await login(account)).statusCode).toBe(401);
    expect((await call(await tokenOf({ ...account, password: 'a-brand-new-password' }))).statusCode).toBe(200);
  });

  it('refuses sign-in to a disabled account and ends its sessions; enabling it does not bring them back', async () => {
    const account = { ...other, email: `disabled-${other.email}` };
    await t.app.admins.create(account);
    const before = await tokenOf(account);
    await t.app.admins.setDisabled(account.email, true);
    expect((await call(before)).statusCode).toBe(401);
    const refused = await login(account);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'This account is disabled. Ask an administrator to enable it.' });
    await t.app.admins.setDisabled(account.email, false);
    expect((await call(before)).statusCode).toBe(401);
    expect((await call(await tokenOf(account))).statusCode).toBe(200);
  });

  it('leaves the other accounts signed in', async () => {
    expect((await call(t.token)).statusCode).toBe(200);
  });

  it('ends the sessions when `npm run admin -- reset-password` runs beside the live server (PostgreSQL)', async () => {
    if (!t.databaseUrl) return expect(t.driver).toBe('pglite'); // PGlite's data directory admits one process at a time
    const account = { ...other, email: `cli-${other.email}` };
    await t.app.admins.create(account);
    const token = await tokenOf(account);
    expect((await call(token)).statusCode).toBe(200); // the session is now known to the server
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'reset-password', '--email', account.email], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, JWT_SECRET: 'x'.repeat(32) },
    });
    expect(stdout).toContain(`Password reset for ${account.email}`);
    expect((await call(token)).statusCode).toBe(401);
  }, 120_000);

  it('hears an account changed outside this server at once: the database tells at commit, well before a check is due again', async () => {
    const account = { ...other, email: `outside-${other.email}` };
    await t.app.admins.create(account);
    const token = await tokenOf(account);
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(200);
    // Straight to the table, as another server or a tool would: no service of this app is told.
    await t.database.db.execute(sql`update admins set disabled = true where email = ${account.email}`);
    await expect.poll(async () => (await call(token)).statusCode, { timeout: SESSION_CACHE_MS / 2, interval: 20 }).toBe(401);
  });
});

describeApi('look-alike emails and the sign-in lock', (t) => {
  const attempt = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      token: null,
      remoteAddress: `10.1.0.${Math.floor(Math.random() * 250)}`,
    });

  it('refuses non-ASCII emails, so `admİn@…` can neither sign in nor dodge the lock of `admin@…`', async () => {
    const lookAlike = TEST_ADMIN.email.replace('i', 'İ');
    const res = await attempt(lookAlike, TEST_ADMIN.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'email may contain only ASCII letters, digits and symbols' });
    for (let i = 0; i < 10; i++) await attempt(TEST_ADMIN.email.toUpperCase(), 'wrong-password');
    expect((await attempt(` ${TEST_ADMIN.email} `, TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await attempt(lookAlike, TEST_ADMIN.password)).statusCode).toBe(400);
    expect((await attempt(TEST_ADMIN.email.replace('i', 'ı'), TEST_ADMIN.password)).statusCode).toBe(400);
  });

  it('counts guesses sent all at once: no more than 10 of 20 reach the password check', async () => {
    const account = { email: 'raced@test.ng', password: 'raced-password-1' };
    await t.app.admins.create(account);
    const guesses = Array.from({ length: 20 }, (_, i) => attempt(account.email, i === 19 ? account.password : `wrong-${i}`));
    const codes = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401 || c === 200).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('refuses to create an admin whose email is not ASCII', async () => {
    await expect(t.app.admins.create({ email: 'vİp@test.ng', password: 'long-enough-password' })).rejects.toThrow(/ASCII/);
  });
});
