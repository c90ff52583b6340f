import { expect, it } from 'vitest';
import { TEST_ADMIN, describeApi } from '../helpers/test-app.ts';
import { forgeToken, unsignedToken } from '../helpers/tokens.ts';

describeApi('POST /api/admin/login', (t) => {
  const login = (payload: unknown) => t.request({ method: 'POST', url: '/api/admin/login', payload: payload as object, token: null });

  it('answers the token and the admin for the right credentials', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.admin).toEqual({ _id: expect.any(String), name: 'Administrator', email: TEST_ADMIN.email, role: 'admin' });
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
    expect(wrongPassword.json()).toMatchObject({ message: 'Invalid email or password' });
    expect(unknownEmail.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('answers 400 naming the missing field', async () => {
    const res = await login({ email: TEST_ADMIN.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'password is required' });
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
    ['no token', () => null],
    ['a malformed token', () => 'not-a-jwt'],
    ['a token signed with another secret', () => forgeToken(t.token, { secret: 'another-secret-entirely-of-enough-length' })],
    ['an unsigned token (alg none)', () => unsignedToken(t.token)],
    ['an expired token', () => forgeToken(t.token, { claims: { iat: 1_000_000, exp: 1_000_060 } })],
  ])('answer 401 { message } with %s', async (_label, token) => {
    const res = await openapi(await token());
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json())).toEqual(['message', 'code']);
  });

  it('accept a control token forged with the right secret (so the 401s below test their flaw)', async () => {
    expect((await openapi(await forgeToken(t.token))).statusCode).toBe(200);
  });

  it('answer 401 to a token whose admin no longer exists', async () => {
    const token = await t.app.tokens.sign('00000000-0000-4000-8000-000000000000', 0);
    expect((await openapi(token)).statusCode).toBe(401);
  });

  it.each([
    ['a subject that is not a UUID', { sub: 'admin' }],
    ['a subject that is an SQL fragment', { sub: "' or 1=1 --" }],
    ['a session id that is not a UUID', { sid: 'x'.repeat(5000) }],
    ['no issuer', { iss: undefined }],
    ['another issuer', { iss: 'someone-else' }],
    ['no audience', { aud: undefined }],
    ['another audience', { aud: 'another-app' }],
    ['no session version', { sv: undefined }],
    ['a session version that is text', { sv: '0' }],
    ['a session started more than 12 hours ago', { sst: Math.floor(Date.now() / 1000) - 12 * 3600 - 5 }],
    ['a session starting in the future', { sst: Math.floor(Date.now() / 1000) + 3600 }],
  ])('answer 401 { message } to a correctly signed token with %s', async (_label, claims) => {
    const res = await openapi(await forgeToken(t.token, { claims }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid or expired token' });
  });
});
