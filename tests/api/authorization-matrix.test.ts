import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { documentedOperations, fillPath, plausibleParam, type Operation } from '../helpers/openapi-operations.ts';
import { TEST_ADMIN, describeApi, testConfig } from '../helpers/test-app.ts';

const PUBLIC_ROUTES = ['POST /api/admin/login', 'GET /api/health', 'GET /api/ready'];

describeApi('authorization matrix over every documented route', (t) => {
  let operations: Operation[];
  const badTokens: Record<string, string | null> = {};

  beforeAll(async () => {
    operations = await documentedOperations(t);
    const { sub, sid, sst } = JSON.parse(Buffer.from(t.token.split('.')[1], 'base64url').toString());
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({ sid, sst }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setJti('m').setExpirationTime(expiresAt).sign(new TextEncoder().encode(secret));
    const revoked = (await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null })).json().data.token;
    await t.request({ method: 'POST', url: '/api/admin/logout', token: revoked });
    Object.assign(badTokens, {
      'no token': null,
      'a malformed token': 'abc.def',
      'a wrong signature': await sign('a-different-secret-of-sufficient-length!', Math.floor(Date.now() / 1000) + 600),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, sid, sst, exp: 9_999_999_999 })}.`,
      'an expired token': await sign(testConfig().jwtSecret, Math.floor(Date.now() / 1000) - 60),
      'a revoked token': revoked,
    });
  });

  it('documents the public routes as public, and only those', () => {
    const open = operations.filter((o) => o.public).map((o) => `${o.method} ${o.path}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 { message } on every protected route for every kind of bad token, never 5xx', async () => {
    const protectedOps = operations.filter((o) => !o.public);
    expect(protectedOps.length).toBeGreaterThan(2);
    const failures: string[] = [];
    for (const op of protectedOps) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await t.request({ method: op.method, url: fillPath(op.path, plausibleParam), token, payload: op.bodyFields.length ? {} : undefined });
        const body = res.json();
        if (res.statusCode !== 401 || Object.keys(body).join() !== 'message') failures.push(`${op.method} ${op.path} with ${kind}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
