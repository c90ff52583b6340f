import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { TEST_ADMIN, testConfig } from '../helpers/test-app.ts';

const EXPECTED_PUBLIC = [
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/ready',
  'HEAD /api/ready',
  'POST /api/admin/login',
  'POST /api/admin/login/mfa',
  'GET /',
  'HEAD /',
  'GET /assets/*',
  'HEAD /assets/*',
  'GET /proofs/demo/:name',
  'HEAD /proofs/demo/:name',
];

describe('route access declarations', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const staticDir = mkdtempSync(join(tmpdir(), 'route-access-'));

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
    database = await createDatabase({ driver: 'pglite' });
    app = await buildApp(testConfig({ corsOrigins: ['https://console.example'], staticDir }), {
      database,
      logger: false,
      // A route whose author forgot to declare its access.
      extraRoutes: [
        async (scope) => void scope.get('/forgotten', async () => ({ data: 'secret' })),
        // One whose author declared who may call it but not what it needs.
        async (scope) => void scope.get('/half-declared', { config: { access: 'signed-in' } }, async () => ({ data: 'secret' })),
      ],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('lists every route registered without an access declaration or a capability, so a forgotten one fails here', () => {
    const undeclared = app.routeAccess.undeclared().map((r) => `${r.method} ${r.url}`);
    expect(undeclared.sort()).toEqual(['GET /api/forgotten', 'GET /api/half-declared', 'HEAD /api/forgotten', 'HEAD /api/half-declared']);
  });

  it("declares every one of the product's own routes; only sign-in, health, readiness, the console's files (the demo's screenshots too) and CORS preflight are public", () => {
    const own = app.routeAccess.routes.filter((r) => r.url !== '/api/forgotten' && r.url !== '/api/half-declared');
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter((r) => !r.access)).toEqual([]);
    const open = own.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...EXPECTED_PUBLIC, 'OPTIONS *'].sort());
  });

  it('denies an undeclared route without a live session (deny by default)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/forgotten' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authentication required' });
  });

  it("serves the console's page for its routes, but a 404 for a missing build file", async () => {
    expect((await app.inject({ method: 'GET', url: '/dashboard/packages' })).body).toContain('<title>console</title>');
    for (const url of ['/assets/old-chunk-1234.js', '/%61ssets/x.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^Not found: GET /);
    }
  });

  it('answers an unknown API path 401 without a session, so nobody learns which paths exist, and 404 with one', async () => {
    for (const url of ['/api/nope', '/%61pi/nope', '/API/nope', 'http://x/api/nope']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { authorization: `Bearer ${login.json().data.token}` } });
    expect(res.statusCode).toBe(404);
  });

  it('answers a CORS preflight without a token and nothing else', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/admin/dashboard',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://console.example');
    expect(res.body).toBe('');
  });
});
