import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { TEST_ADMIN, describeApi, openTestDatabase, testConfig } from '../helpers/test-app.ts';

describeApi('errors', (t) => {
  it('answers invalid JSON with 400 { message }', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      token: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid JSON in request body' });
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 5, password: 'x' }, token: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email /);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('reports health with the database reachable, without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', token: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'OK', data: { database: t.driver } });
  });

  it('serves the OpenAPI document listing the login route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/admin/login'].post).toBeDefined();
  });
});

describe('a failure inside a handler', () => {
  it('answers a generic 500 with the request id, never the cause or a stack', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database, logger: false });
    app.get('/api/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /work/server/x.ts:1');
    });
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    const res = await app.inject({
      method: 'GET',
      url: '/api/boom',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    await app.close();
    await drop();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Internal server error \(request id [0-9a-f-]{36}\)$/);
    expect(res.body).not.toMatch(/secret_table|x\.ts|at /);
  });
});
