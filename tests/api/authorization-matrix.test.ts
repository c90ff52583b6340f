import { beforeAll, expect, it } from 'vitest';
import { documentedOperations, fillPath, plausibleParam, type Operation } from '../helpers/openapi-operations.ts';
import { pathVariants } from '../helpers/path-variants.ts';
import { rawRequest, requestHead } from '../helpers/raw-http.ts';
import { eq } from 'drizzle-orm';
import { admins } from '../../server/db/schema/index.ts';
import { TEST_ADMIN, describeApi, type TestApp } from '../helpers/test-app.ts';
import { forgeToken, unsignedToken } from '../helpers/tokens.ts';
import { isRefusal } from '../helpers/refusal.ts';

const PUBLIC_ROUTES = ['POST /api/admin/login', 'POST /api/admin/login/mfa', 'GET /api/health', 'GET /api/ready'];

/** A live second-step challenge: an account with two-factor sign-in, past its password. */
async function challengeOf(t: TestApp) {
  const email = 'challenged@example.com';
  const password = 'challenged-password';
  const admin = await t.app.admins.create({ email, password, role: 'viewer' });
  await t.database.db.update(admins).set({ mfaSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(admins.id, admin.id));
  const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password }, token: null });
  return login.json().data.challenge as string;
}

describeApi('authorization matrix over every documented route', (t) => {
  let operations: Operation[];
  const badTokens: Record<string, string | null> = {};

  beforeAll(async () => {
    operations = await documentedOperations(t);
    const revoked = (await t.request({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, token: null })).json().data.token;
    await t.request({ method: 'POST', url: '/api/admin/logout', token: revoked });
    Object.assign(badTokens, {
      'no token': null,
      'a malformed token': 'abc.def',
      'a wrong signature': await forgeToken(t.token, { secret: 'a-different-secret-of-sufficient-length!' }),
      'alg none': unsignedToken(t.token),
      'an expired token': await forgeToken(t.token, { claims: { exp: Math.floor(Date.now() / 1000) - 60 } }),
      'a subject that is not a UUID': await forgeToken(t.token, { claims: { sub: 'admin' } }),
      'a revoked token': revoked,
      'a sign-in challenge': await challengeOf(t),
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
        if (res.statusCode !== 401 || !isRefusal(body)) failures.push(`${op.method} ${op.path} with ${kind}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses every protected route without a token under every disguise of its path, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    // Disguises the router resolves to the route itself: they must meet the token check.
    const reachesRoute = ['first letter encoded', 'every segment encoded', 'absolute-form target', 'trailing slash', 'query confusion'];
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations.filter((o) => !o.public)) {
      const body = op.method === 'GET' || op.method === 'DELETE' ? '' : '{}';
      for (const [disguise, target] of Object.entries(pathVariants(fillPath(op.path, plausibleParam)))) {
        const res = await rawRequest(port, requestHead(op.method, target, {}, body), body);
        sent += 1;
        const refused = reachesRoute.includes(disguise) ? res.status === 401 : [400, 401, 404].includes(res.status);
        if (!refused || !isRefusal(JSON.parse(res.body || '{}')))
          failures.push(`${op.method} ${target} (${disguise}): ${res.status} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(400);
  });
});
