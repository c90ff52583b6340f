import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { securityHeaders } from '../../server/plugins/security-headers.ts';
import { sendCsv } from '../../server/routes/csv-reply.ts';
import { csvChunks } from '../../server/lists/csv-export.ts';
import { jsonListChunks } from '../../server/lists/json-stream.ts';
import { insertTransaction, insertUser } from '../helpers/builders.ts';
import { rawRequest, requestHead, type RawResponse } from '../helpers/raw-http.ts';
import { describeApi, openTestDatabase, testConfig } from '../helpers/test-app.ts';

const expected = securityHeaders('http');
const INTERNAL = /^Internal server error \(request id [0-9a-f-]{36}\)$/;

function expectEnvelope(res: RawResponse, status: number, message: string | RegExp) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toMatchObject({ message: typeof message === 'string' ? message : expect.stringMatching(message) });
  for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
}

describeApi('every answer over a real socket is { message } with the security headers', (t) => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('takes the header list from what routes send', async () => {
    const res = await rawRequest(port, requestHead('GET', '/api/health'));
    expect(res.status).toBe(200);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']));
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
  });

  const auth = () => ({ authorization: `Bearer ${t.token}` });
  /** A request's head and body, for rawRequest. */
  const req = (method: string, target: string, headers: Record<string, string> = {}, body = '') => [requestHead(method, target, headers, body), body];
  const PATH_ENCODING = 'The URL path must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)';
  it.each([
    ['a path that is not UTF-8', () => req('GET', '/api/coupon/%ED%A0%80'), 400, PATH_ENCODING],
    ['a broken path escape', () => req('PATCH', '/api/coupon/%zz/status', auth(), '{}'), 400, PATH_ENCODING],
    ['an over-long path parameter', () => req('PATCH', `/api/coupon/${'X'.repeat(200)}/status`, auth(), '{}'), 414, 'A segment of the URL path is too long'],
    ['a 10 KB query string', () => req('GET', `/api/packages?q=${'x'.repeat(10_000)}`, auth()), 414, 'The URL is longer than 8192 characters'],
    ['a query that is not UTF-8', () => req('GET', '/api/packages?q=%ED%A0%80', auth()), 400, /^The query string must be percent-encoded UTF-8/],
    ['an unknown path', () => req('GET', '/api/no-such-thing', auth()), 404, 'Not found: GET /api/no-such-thing'],
    ['an unknown path without a session', () => req('GET', '/api/no-such-thing'), 401, 'Authentication required'],
    ['an unrouted method', () => req('PROPFIND', '/api/packages', auth()), 404, 'Not found: PROPFIND /api/packages'],
    ['an unsupported body type', () => req('POST', '/api/admin/login', { 'content-type': 'application/xml' }, '<a/>'), 415, 'Unsupported Content-Type'],
    [
      'a body over 1 MB',
      () => req('POST', '/api/admin/login', { 'content-length': String(2 * 1024 * 1024), 'content-type': 'application/json' }),
      413,
      'Request body is too large',
    ],
    ['invalid JSON', () => req('POST', '/api/admin/login', {}, '{"email":'), 400, 'Invalid JSON in request body'],
    ['JSON 400 000 deep', () => req('POST', '/api/admin/login', {}, '['.repeat(400_000)), 400, 'body must not be nested more than 32 levels deep'],
    ['a malformed request line', () => ['HELLO THERE', ''], 400, 'Malformed HTTP request'],
    ['an unknown method token', () => req('BREW', '/api/health'), 400, 'Malformed HTTP request'],
    ['a control character in a header value', () => req('GET', '/api/health', { 'x-note': 'a\u0001b' }), 400, 'Malformed HTTP request'],
    ['a Content-Length that is not a number', () => req('POST', '/api/admin/login', { 'content-length': 'abc' }), 400, 'Malformed HTTP request'],
    ['two framings at once', () => req('POST', '/api/admin/login', { 'content-length': '2', 'transfer-encoding': 'chunked' }), 400, 'Malformed HTTP request'],
    [
      "a 100 KB query string (over Node's 16 KB of headers)",
      () => req('GET', `/api/packages?q=${'x'.repeat(100_000)}`),
      431,
      'The request line and headers are too large',
    ],
    ['headers over 16 KB', () => req('GET', '/api/health', { 'x-big': 'y'.repeat(20_000) }), 431, 'The request line and headers are too large'],
  ])('answers %s', async (_label, request, status, message) => {
    const res = await rawRequest(port, ...(request() as [string, string]));
    expectEnvelope(res, status, message);
  });

  describe('streamed downloads', () => {
    it('the transactions export answers a database failure on its first batch with a 500, not a 200 CSV', async () => {
      const user = await insertUser(t.database.db);
      await insertTransaction(t.database.db, { userId: user.id });
      await t.database.db.execute(sql`alter table transactions rename to transactions_away`);
      try {
        const res = await rawRequest(port, requestHead('GET', '/api/admin/transactions/export', auth()));
        expectEnvelope(res, 500, INTERNAL);
      } finally {
        await t.database.db.execute(sql`alter table transactions_away rename to transactions`);
      }
      const res = await fetch(`http://127.0.0.1:${port}/api/admin/transactions/export`, { headers: auth() });
      expect(res.status).toBe(200);
      expect((await res.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    });
  });
});

/** `rows` one-cell batches, then the end of the list or a database failure. */
async function* batches(rows: number, end: string): AsyncGenerator<string[][]> {
  for (let i = 0; i < rows; i++) yield [[`row ${i}`]];
  if (end === 'fail') throw new Error('relation "secret_table" does not exist');
}
const producers = {
  csv: (reply: FastifyReply, rows: number, end: string) =>
    sendCsv(
      reply,
      'x.csv',
      csvChunks(['Cell'], (row: string[]) => row, batches(rows, end)),
    ),
  json: (reply: FastifyReply, rows: number, end: string) => reply.type('application/json').send(Readable.from(jsonListChunks(batches(rows, end)))),
};
const streamRoutes = async (scope: FastifyInstance) => {
  scope.get('/test-stream/:kind/:rows/:end', { config: { access: 'public' } }, (request, reply) => {
    const { kind, rows, end } = request.params as { kind: keyof typeof producers; rows: string; end: string };
    return producers[kind](reply, Number(rows), end);
  });
};

describe.each(Object.keys(producers))('a streamed %s download', (kind) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const url = (path: string) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/test-stream/${kind}/${path}`;
  beforeAll(async () => {
    const test = await openTestDatabase('pglite');
    drop = test.drop;
    app = await buildApp(testConfig(), { database: test.database, logger: false, extraRoutes: [streamRoutes] });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers a failure before the first row with a 500 and a request id, not a 200', async () => {
    const res = await rawRequest((app.server.address() as AddressInfo).port, requestHead('GET', `/api/test-stream/${kind}/0/fail`));
    expectEnvelope(res, 500, INTERNAL);
  });

  it('cuts the transfer short on a failure after the first rows, never ending it cleanly', async () => {
    const res = await fetch(url('3/fail'));
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('ends a whole download, empty or not, cleanly', async () => {
    const text = async (path: string) => Buffer.from(await (await fetch(url(path))).arrayBuffer()).toString();
    const [empty, full] = await Promise.all([text('0/end'), text('3/end')]);
    expect([empty, full]).toEqual(
      kind === 'csv' ? ['\uFEFFCell\r\n', '\uFEFFCell\r\nrow 0\r\nrow 1\r\nrow 2\r\n'] : ['{"data":[]}', '{"data":[["row 0"],["row 1"],["row 2"]]}'],
    );
  });
});

describeApi(
  'security headers behind a trusted proxy',
  (t) => {
    it.each([
      ['a route', 'GET', '/api/health'],
      ['a refusal', 'GET', '/api/packages?q=%zz'],
      ['a URL the router cannot decode', 'PATCH', '/api/coupon/%zz/status'],
    ])('adds HSTS to %s only when the request came over HTTPS', async (_label, method, url) => {
      const over = (proto: string) => t.request({ method: method as 'GET', url, headers: { 'x-forwarded-proto': proto } });
      const [https, http] = await Promise.all([over('https'), over('http')]);
      expect(https.headers).toMatchObject(securityHeaders('https'));
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(http.headers).toMatchObject(securityHeaders('http'));
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });
  },
  { trustProxy: 1 },
);
