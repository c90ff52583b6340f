import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, describeApi } from '../helpers/test-app.ts';
import { claimsOf, forgeToken } from '../helpers/tokens.ts';

describeApi('sessions', (t) => {
  const login = async () => (await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null })).json().data.token as string;
  const call = (token: string) => t.request({ method: 'GET', url: '/api/packages', token });

  it('issues tokens that live 30 minutes at most', async () => {
    const { iat, exp } = claimsOf(await login());
    expect(exp - iat).toBeLessThanOrEqual(30 * 60);
  });

  describe('POST /api/admin/logout', () => {
    it('ends the session: the same token answers 401 afterwards', async () => {
      const token = await login();
      expect((await call(token)).statusCode).toBe(200);
      const res = await t.request({ method: 'POST', url: '/api/admin/logout', token });
      expect(res.json()).toMatchObject({ message: 'Logged out successfully' });
      expect((await call(token)).statusCode).toBe(401);
    });

    it('leaves other sessions of the same admin alone', async () => {
      const kept = await login();
      await t.request({ method: 'POST', url: '/api/admin/logout', token: await login() });
      expect((await call(kept)).statusCode).toBe(200);
    });

    it('needs a token', async () => {
      expect((await t.request({ method: 'POST', url: '/api/admin/logout', token: null })).statusCode).toBe(401);
    });
  });

  describe('silent renewal', () => {
    const forge = (token: string, expiresIn: number, sessionAge: number) => {
      const now = Math.floor(Date.now() / 1000);
      return forgeToken(token, { claims: { sst: now - sessionAge, exp: now + expiresIn } });
    };

    it('does not renew a fresh token', async () => {
      expect((await call(await login())).headers['x-access-token']).toBeUndefined();
    });

    it('renews a token past half its life, in the same session, and the new one works', async () => {
      const old = await forge(await login(), 5 * 60, 60 * 60);
      const res = await call(old);
      const renewed = res.headers['x-access-token'] as string;
      expect(renewed).toBeTruthy();
      expect(claimsOf(renewed).sid).toBe(claimsOf(old).sid);
      expect(claimsOf(renewed).exp).toBeGreaterThan(claimsOf(old).exp);
      expect((await call(renewed)).statusCode).toBe(200);
    });

    it('stops renewing at the 12-hour session limit', async () => {
      const old = await forge(await login(), 5 * 60, 12 * 3600 - 5 * 60);
      expect((await call(old)).headers['x-access-token']).toBeUndefined();
    });

    it('revokes renewed tokens with their session', async () => {
      const renewed = (await call(await forge(await login(), 5 * 60, 60))).headers['x-access-token'] as string;
      await t.request({ method: 'POST', url: '/api/admin/logout', token: renewed });
      expect((await call(renewed)).statusCode).toBe(401);
    });
  });
});

describeApi('sign-in throttling per account', (t) => {
  const attempt = (password: string, email = TEST_ADMIN.email) =>
    t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      token: null,
      remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}`,
    });

  it('locks an account after 10 failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(TEST_ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in 15 minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('locks unknown emails the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 10; i++) await attempt('wrong-password', 'ghost@test.ng');
    expect((await attempt('wrong-password', 'ghost@test.ng')).statusCode).toBe(429);
  });
});

describeApi('sign-in throttling per address', (t) => {
  it('answers the 21st attempt in a minute from one address with 429 and Retry-After', async () => {
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: `ip${Math.random()}@test.ng`, password: 'x' },
        token: null,
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts from this address/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describeApi('security headers', (t) => {
  it('sends a strict CSP and the other protective headers on API responses', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', token: null });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no CORS headers by default', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', token: null, headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeApi(
  'CORS when configured',
  (t) => {
    it('allows the listed origin only', async () => {
      const allowed = await t.request({ method: 'GET', url: '/api/health', token: null, headers: { origin: 'https://ops.rewards.ng' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://ops.rewards.ng');
      const other = await t.request({ method: 'GET', url: '/api/health', token: null, headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { corsOrigins: ['https://ops.rewards.ng'] },
);
