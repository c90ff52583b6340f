import { METHODS } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { ALLOWED_METHODS } from '../../server/plugins/http-oddities.ts';
import { securityHeaders } from '../../server/plugins/security-headers.ts';
import { rawExchange, rawRequest, requestHead, type RawResponse } from '../helpers/raw-http.ts';
import { runExchanges, type ExchangeCase } from '../helpers/raw-exchanges.ts';
import { isRefusal } from '../helpers/refusal.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

const expected = securityHeaders('http');

function expectRefusal(res: RawResponse, status: number, message: string) {
  expect(res.status, res.body).toBe(status);
  expect(JSON.parse(res.body)).toEqual({ message, code: `http.${status}` });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers.connection).toBe('close');
  for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describeApi(
  'HTTP oddities over a real socket',
  (t) => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    /** The request's lines; after an empty one, its body. */
    const send = (...lines: string[]) => {
      const blank = lines.indexOf('');
      return blank < 0
        ? rawExchange(port, `${lines.join('\r\n')}\r\n\r\n`)
        : rawRequest(port, lines.slice(0, blank).join('\r\n'), lines.slice(blank + 1).join('\r\n'));
    };
    const body = '{"name":"x"}';

    it.each([
      ['no Host header', ['GET /api/health HTTP/1.1'], 400, 'The Host header is required'],
      [
        'no Host header, with a body',
        ['POST /api/tasks/ HTTP/1.1', 'content-type: application/json', `content-length: ${body.length}`, '', body],
        400,
        'The Host header is required',
      ],
      ['two Host headers', ['GET /api/health HTTP/1.1', 'host: 127.0.0.1', 'host: evil.example'], 400, 'The Host header must appear only once'],
      ['Host and HOST', ['GET /api/health HTTP/1.1', 'Host: 127.0.0.1', 'HOST: 127.0.0.1'], 400, 'The Host header must appear only once'],
      ['two Host headers on HTTP/1.0', ['GET /api/health HTTP/1.0', 'host: a', 'host: b'], 400, 'The Host header must appear only once'],
      ['Expect: foo', ['GET /api/health HTTP/1.1', 'host: 127.0.0.1', 'expect: foo'], 417, 'The only expectation supported is Expect: 100-continue'],
      [
        'Expect: foo, with a body',
        ['POST /api/tasks/ HTTP/1.1', 'host: 127.0.0.1', 'expect: foo', 'content-type: application/json', `content-length: ${body.length}`, '', body],
        417,
        'The only expectation supported is Expect: 100-continue',
      ],
      ['CONNECT', ['CONNECT 127.0.0.1:443 HTTP/1.1', 'host: 127.0.0.1:443'], 405, 'CONNECT is not supported'],
      [
        'CONNECT with tunnel bytes after it',
        ['CONNECT 127.0.0.1:443 HTTP/1.1', 'host: 127.0.0.1:443', '', '\u0016\u0003\u0001 hello'],
        405,
        'CONNECT is not supported',
      ],
    ])('answers %s with the JSON refusal and closes the connection', async (_label, lines, status, message) => {
      const res = await send(...(lines as string[]));
      expectRefusal(res, status as number, message as string);
      if (status === 405) expect(res.headers.allow).toBe(ALLOWED_METHODS);
    });

    it('still answers HTTP/1.0 without a Host header, and Expect: 100-continue', async () => {
      const old = await send('GET /api/health HTTP/1.0');
      expect(old.status).toBe(200);
      const continued = await send(
        `POST /api/admin/login HTTP/1.1`,
        'host: 127.0.0.1',
        'connection: close',
        'expect: 100-continue',
        'content-type: application/json',
        `content-length: ${body.length}`,
        '',
        body,
      );
      // Node says 100 Continue first; the answer to the request follows it.
      expect(continued.status).toBe(100);
      expect(continued.body).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*"code":"validation\./);
    });

    it('answers a whole request followed by bytes that are not HTTP first, then refuses the bytes', async () => {
      // The sign-in happened: its client must get its answer, not a 400 in its place.
      const signIn = JSON.stringify(TEST_ADMIN);
      const res = await rawRequest(port, requestHead('POST', '/api/admin/login', { connection: 'keep-alive' }, signIn), `${signIn}NOT HTTP AT ALL\r\n\r\n`);
      expect(res.status).toBe(200);
      const [first, second] = res.body.split(/(?=HTTP\/1\.1 )/);
      expect(JSON.parse(first).data.token).toEqual(expect.any(String));
      expect(second).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(second.slice(second.indexOf('\r\n\r\n') + 4)).toBe('{"message":"Malformed HTTP request","code":"http.400"}');
    });

    const otherMethods = METHODS.filter((m) => m !== 'CONNECT');
    it(`answers every other method Node parses (${otherMethods.length}) on an unknown path with the JSON 404`, async () => {
      // One at a time: an account's requests in flight at once are limited (429 beyond).
      const answers: [string, RawResponse][] = [];
      for (const method of otherMethods) {
        // QUERY carries a body, whose Content-Type Fastify requires (a JSON 400 without it).
        const payload = method === 'QUERY' ? '{}' : '';
        answers.push([method, await rawRequest(port, requestHead(method, '/api/no-such-thing', { authorization: `Bearer ${t.token}` }, payload), payload)]);
      }
      for (const [method, res] of answers) {
        expect(res.status, method).toBe(404);
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${method} ${name}`).toBe(value);
        if (method !== 'HEAD') expect(JSON.parse(res.body), method).toEqual({ message: `Not found: ${method} /api/no-such-thing`, code: 'request.not_found' });
      }
    });

    /** Bodies from two bytes to 16 times the 1 MB limit (past the socket buffers, which grow to several MB). */
    const sizes = [2, 1_000, 64_000, 400_000, 3_000_000, 16_000_000];
    const targets = [
      ['POST', '/api/tasks/'],
      ['PUT', '/api/tasks/%00'],
      ['PUT', '/api/tasks/\u0000'],
      ['PATCH', '/api/coupon/%zz/status'],
      ['POST', '/api/no-such-thing'],
      ['POST', '/api/admin/login'],
    ];
    /** How a body of `size` bytes is sent: the head's extra headers, the bytes written, and whether our side ends then. */
    const shapes: Record<string, (size: number) => { headers?: Record<string, string>; sent: number; halfClose?: boolean }> = {
      whole: (size) => ({ sent: size }),
      'cut short, then our side closed': (size) => ({ sent: size >> 1, halfClose: true }),
      'cut short, the client waiting': (size) => ({ sent: size >> 1 }),
      'longer than its Content-Length': (size) => ({ headers: { 'content-length': String(size >> 1) }, sent: size }),
      'with Expect: foo': (size) => ({ headers: { expect: 'foo' }, sent: size }),
    };

    it('answers every request with a body completely, in the JSON shape, and never resets a client still reading', async () => {
      const cases: (ExchangeCase & { label: string })[] = [];
      for (const [method, target] of targets)
        for (const size of sizes)
          for (const [shape, make] of Object.entries(shapes))
            for (const signedIn of [true, false])
              for (const connection of ['close', 'keep-alive']) {
                const { headers, sent, halfClose = false } = make(size);
                const head = requestHead(method, target, {
                  connection,
                  'content-type': 'application/json',
                  'content-length': String(size),
                  ...(signedIn && { authorization: `Bearer ${t.token}` }),
                  ...headers,
                });
                cases.push({
                  label: `${method} ${JSON.stringify(target)} ${size} B ${shape}${signedIn ? ' signed in' : ''} (${connection})`,
                  head,
                  size,
                  sent,
                  halfClose,
                });
              }
      const results = await runExchanges(port, cases);
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      results.forEach((seen, at) => {
        let problem = seen.error ?? (seen.complete ? undefined : 'no whole answer');
        if (!problem) {
          statuses[seen.status!] = (statuses[seen.status!] ?? 0) + 1;
          if (seen.headers!['content-security-policy'] !== expected['content-security-policy']) problem = 'no security headers';
          else if (seen.status! >= 500) problem = 'a 5xx';
          else if (seen.status! >= 400 && !isRefusal(jsonOrUndefined(seen.body!))) problem = 'not { message, code }';
        }
        if (problem) failures.push(`${cases[at].label}: ${problem} → ${JSON.stringify(seen.start.slice(0, 120))}`);
      });
      console.info(`${t.driver}: ${cases.length} requests with bodies, ${failures.length} failures`, statuses);
      expect(cases.length).toBe(720);
      expect(failures).toEqual([]);
    }, 300_000);
    // A body that stops arriving is answered 408 after 1.5 s here (30 s by default).
  },
  { httpTimeouts: { requestMs: 1_500 } },
);
