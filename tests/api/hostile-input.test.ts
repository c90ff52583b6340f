import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const json = { 'content-type': 'application/json' };
const nested = (open: string, close: string, depth: number, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
const TOO_DEEP = { message: 'body must not be nested more than 32 levels deep' };
const SURROGATE = 'must be well-formed Unicode text (no unpaired UTF-16 surrogate)';
const BAD_QUERY = { message: 'The query string must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)' };
const RANGE = 'must be a date between 1000-01-01 and 9999-12-31 (UTC)';
const OFFSET = 'must have a zone offset between -14:00 and +14:00';
const INSTANT = 'must be a valid date-time with its zone, e.g. 2025-12-31T23:59:59Z or 2025-12-31T23:59:59+01:00 (in a query string, + is written %2B)';

describeApi('hostile input answers 4xx { message }', (t) => {
  const send = (method: 'POST' | 'PUT', url: string, payload: string, token?: null) => t.request({ method, url, payload, headers: json, token });

  describe('nesting', () => {
    it.each([
      ['arrays 500 000 deep (1 MB) to the public login', '/api/admin/login', nested('[', ']', 499_999, '')],
      ['objects 170 000 deep to the public login', '/api/admin/login', nested('{"a":', '}', 170_000)],
      ['objects 5 000 deep to a protected write', '/api/packages', nested('{"a":', '}', 5_000)],
      ['33 levels', '/api/packages', `{"name":${nested('[', ']', 32)}}`],
    ])('refuses %s with 400', async (_label, url, payload) => {
      expect(payload.length).toBeLessThanOrEqual(1024 * 1024);
      const res = await send('POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(TOO_DEEP);
    });

    it('reads 32 levels as JSON: the schema answers, not the depth limit', async () => {
      const res = await send('POST', '/api/packages', `{"price":1,"name":${nested('[', ']', 31)}}`);
      expect(res.json()).toMatchObject({ message: 'name must be string' });
    });

    it('counts brackets inside strings as text', async () => {
      const res = await send('POST', '/api/packages', JSON.stringify({ name: '['.repeat(100), price: 100 }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.name).toBe('['.repeat(100));
    });
  });

  describe('text PostgreSQL cannot store', () => {
    it.each([
      ['a lone high surrogate', '{"name":"x\\ud800y","price":1}', `name ${SURROGATE}`],
      ['a lone low surrogate', '{"name":"\\udfff","price":1}', `name ${SURROGATE}`],
      ['halves in the wrong order', '{"name":"\\udc00\\ud800","price":1}', `name ${SURROGATE}`],
      ['a surrogate in a key', '{"name":"x","price":1,"\\ud83d":1}', `\ufffd ${SURROGATE}`],
      ['NUL', '{"name":"x\\u0000","price":1}', 'name must not contain NUL characters'],
    ])('refuses %s in a body with 400 naming the field, writing nothing', async (_label, payload, message) => {
      const res = await send('POST', '/api/packages', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('refuses a surrogate half in the public login body', async () => {
      const res = await send('POST', '/api/admin/login', '{"email":"a\\udbff@x.ng","password":"p"}', null);
      expect(res.json()).toMatchObject({ message: `email ${SURROGATE}` });
    });

    it('stores Unicode non-characters and astral text exactly, audit row included', async () => {
      const name = 'Gold \ufffe\uffff\ufdd0\ufdef\u{1fffe}\u{10ffff} 𝕏🇳🇬';
      const res = await send('POST', '/api/packages', JSON.stringify({ name, price: 1 }));
      expect(res.statusCode).toBe(201);
      const id = res.json().data._id;
      const list = await t.request({ method: 'GET', url: `/api/packages?q=${encodeURIComponent('Gold \ufffe')}` });
      expect(list.json().data.map((p: { name: string }) => p.name)).toEqual([name]);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'create')));
      expect(JSON.stringify(audit.details)).toContain(JSON.stringify(name).slice(1, -1));
    });

    it.each(['%ED%A0%80', '%zz', '%', '%E2%82', '%C0%AF', '%FF'])('refuses the query string q=%s with 400', async (raw) => {
      const res = await t.request({ method: 'GET', url: `/api/packages?q=${raw}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(BAD_QUERY);
    });

    it('reads a well-formed percent-encoded query', async () => {
      const res = await t.request({ method: 'GET', url: '/api/packages?q=%E2%82%A6%20gold' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('dates', () => {
    const refusedInstants: [string, string][] = [
      ['0000-01-01T00:00:00Z', RANGE],
      ['0999-12-31T23:59:59.999Z', RANGE],
      ['9999-12-31T23:59:59-00:01', RANGE],
      ['%2B275760-09-13T00:00:00Z', INSTANT],
      ['2024-01-01T00:00:00%2B20:00', OFFSET],
      ['2024-01-01T00:00:00-14:01', OFFSET],
      ['2024-01-01T00:00:00+01:00', INSTANT], // + unencoded reads as a space
      ['2024-02-30T00:00:00Z', INSTANT],
      ['2024-01-01T24:00:00Z', INSTANT],
      ['2024-01-01', INSTANT],
    ];
    it.each(
      ['/api/admin/transactions', '/api/admin/transactions/export'].flatMap((route) =>
        refusedInstants.flatMap(([value, rule]) => ['from', 'to'].map((field) => [route, field, value, rule])),
      ),
    )('%s refuses %s=%s with 400', async (route, field, value, rule) => {
      const res = await t.request({ method: 'GET', url: `${route}?${field}=${value}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ message: `querystring ${field} ${rule}` });
    });

    it.each([
      'from=1000-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z',
      'from=1000-01-01T14:00:00%2B14:00&to=9999-12-31T09:59:59-14:00',
      'from=2024-01-01T00:00Z&to=2024-01-01T00:00:00.123456789Z',
    ])('accepts the edges of the range: %s', async (query) => {
      for (const route of ['/api/admin/transactions', '/api/admin/transactions/export']) {
        const res = await t.request({ method: 'GET', url: `${route}?${query}` });
        expect(res.statusCode, `${route} ${res.body}`).toBe(200);
      }
    });

    const refusedExpiries: [string, string][] = [
      ['0000-01-01', RANGE],
      ['0999-12-31T23:59:59Z', RANGE],
      ['1000-01-01T00:00:00+00:01', RANGE],
      ['+275760-09-13', 'must be a valid date'],
      ['275760-09-13', 'must be a valid date'],
      ['2024-01-01T00:00:00+20:00', OFFSET],
      ['2024-01-01T00:00:00-14:30', OFFSET],
    ];
    const writes = {
      create: async (expiryDate: string) =>
        t.request({
          method: 'POST',
          url: '/api/coupon',
          payload: { code: `DATE-${crypto.randomUUID().slice(0, 8)}`, expiryDate, packageId: (await insertPackage(t.database.db)).id },
        }),
      update: async (expiryDate: string) =>
        t.request({ method: 'PUT', url: `/api/coupon/${(await insertCoupon(t.database.db)).code}`, payload: { expiryDate } }),
      'bulk create': async (expiryDate: string) =>
        t.request({
          method: 'POST',
          url: '/api/coupon/bulk-create',
          payload: { quantity: 1, codePrefix: 'EDGE', expiryDate, packageId: (await insertPackage(t.database.db)).id },
        }),
    };
    it.each(Object.keys(writes).flatMap((write) => refusedExpiries.map(([value, rule]) => [write, value, rule])))(
      'coupon %s refuses expiryDate %s with 400',
      async (write, value, rule) => {
        const res = await writes[write as keyof typeof writes](value);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: `expiryDate ${rule}` });
      },
    );

    it.each(['1000-01-01', '1000-01-01T14:00:00+14:00'])('coupon writes refuse the earliest edge %s as a past expiry', async (value) => {
      for (const write of Object.values(writes)) {
        const res = await write(value);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'coupon.expiry_past', message: expect.stringMatching(/^expiryDate must be today or later/) });
      }
    });

    it.each([
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
      ['9999-12-31T09:59:59-14:00', '9999-12-31T23:59:59.000Z'],
    ])('coupon writes store the edge %s exactly', async (value, stored) => {
      for (const write of Object.values(writes)) {
        const res = await write(value);
        expect(res.statusCode, res.body).toBeLessThan(300);
        const coupons = res.json().data.coupons ?? [res.json().data];
        expect(coupons[0].expiryDate).toBe(stored);
      }
    });
  });

  describe('keys, paths and lengths', () => {
    it.each([
      ['a key named twice', '{"email":"a@x.ng","email":"b@x.ng","password":"p"}', 'email must appear only once in the body'],
      ['a key named twice, once escaped', '{"email":"a@x.ng","\\u0065mail":"b@x.ng","password":"p"}', 'email must appear only once in the body'],
      ['a nested key named twice', '{"email":{"a":1,"b":[{"c":1,"c":2}]},"password":"p"}', 'email.b.0.c must appear only once in the body'],
      ['__proto__', '{"__proto__":{"admin":true},"email":"a@x.ng","password":"p"}', '__proto__ is not an allowed key'],
      ['an escaped nested __proto__', '{"email":{"\\u005f_proto__":{}},"password":"p"}', 'email.__proto__ is not an allowed key'],
      ['constructor.prototype', '{"constructor":{"prototype":{}},"email":"a@x.ng","password":"p"}', 'Invalid JSON in request body'],
      ['one key in two objects (not a repeat)', '{"email":{"a":1},"password":{"a":2}}', 'email must be string'],
    ])('login refuses %s with 400', async (_label, payload, message) => {
      const res = await send('POST', '/api/admin/login', payload, null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it.each([
      [
        'a path that is not UTF-8',
        '/api/coupon/%ED%A0%80/status',
        400,
        'The URL path must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)',
      ],
      [
        'a broken path escape',
        '/api/coupon/%E0%A4/status',
        400,
        'The URL path must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)',
      ],
      ['a path parameter over 128 characters', `/api/coupon/${'X'.repeat(129)}/status`, 414, 'A segment of the URL path is too long'],
      ['a 100 KB query string', `/api/packages?q=${'x'.repeat(100_000)}`, 414, 'The URL is longer than 8192 characters'],
      ['a query key __proto__', '/api/packages?__proto__=1', 400, 'querystring __proto__ is not allowed'],
      ['a query key constructor', '/api/packages?constructor=1', 400, 'querystring constructor is not allowed'],
    ])('refuses %s', async (_label, url, status, message) => {
      const res = await t.request({
        method: url.endsWith('/status') ? 'PATCH' : 'GET',
        url,
        payload: url.endsWith('/status') ? { isActive: true } : undefined,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('still reaches a coupon whose code is 64 four-byte characters', async () => {
      const coupon = await insertCoupon(t.database.db, { code: '𝕏'.repeat(64) });
      const res = await t.request({ method: 'PATCH', url: `/api/coupon/${encodeURIComponent(coupon.code)}/status`, payload: { isActive: false } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ code: coupon.code, isActive: false });
    });
  });
});
