import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { TEST_ADMIN, describeApi, testConfig } from '../helpers/test-app.ts';

describeApi('POST /api/admin/login', (t) => {
  const login = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/admin/login', payload: payload as object, token: null });

  it('answers the token and the admin for the right credentials', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.admin).toEqual({ _id: expect.any(String), name: 'Administrator', email: TEST_ADMIN.email });
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await login({ email: ` ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: 'wrong-password' });
    const unknownEmail = await login({ email: 'nobody@test.ng', password: 'wrong-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 naming the missing field', async () => {
    const res = await login({ email: TEST_ADMIN.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'password is required' });
  });

  it('answers 400 for a field it does not know', async () => {
    const res = await login({ ...TEST_ADMIN, role: 'root' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('role is not allowed');
  });
});

describeApi('protected routes', (t) => {
  const openapi = (token: string | null) => t.request({ method: 'GET', url: '/api/openapi.json', token });

  it('answer with a valid token', async () => {
    const res = await openapi(t.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });

  it.each([
    ['no token', null],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with another secret', 'wrong-secret'],
    ['an unsigned token (alg none)', 'alg-none'],
    ['an expired token', 'expired'],
  ])('answer 401 { message } with %s', async (_label, kind) => {
    const res = await openapi(await forgeToken(kind, t.token));
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('accept a control token forged with the right secret (so the 401s above test their flaw)', async () => {
    const secret = new TextEncoder().encode(testConfig().jwtSecret);
    const { sub, sid, sst } = JSON.parse(Buffer.from(t.token.split('.')[1], 'base64url').toString());
    const control = await new SignJWT({ sid, sst }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti('x').setExpirationTime('1h').sign(secret);
    expect((await openapi(control)).statusCode).toBe(200);
  });

  it('answer 401 to a token whose admin no longer exists', async () => {
    const token = await t.app.tokens.sign('00000000-0000-4000-8000-000000000000');
    expect((await openapi(token)).statusCode).toBe(401);
  });
});

async function forgeToken(kind: string | null, valid: string): Promise<string | null> {
  if (kind === null || kind === 'not-a-jwt') return kind;
  // Everything but the flaw under test is genuine: same admin, same session claims.
  const { sub, sid, sst } = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString());
  if (kind === 'alg-none') {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, sid, sst, jti: 'x', exp: 9999999999 })}.`;
  }
  const secret = new TextEncoder().encode(kind === 'wrong-secret' ? 'another-secret-entirely-of-enough-length' : testConfig().jwtSecret);
  const jwt = new SignJWT({ sid, sst }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti('x');
  return (kind === 'expired' ? jwt.setIssuedAt(1_000_000).setExpirationTime(1_000_060) : jwt.setExpirationTime('1h')).sign(secret);
}

