import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { documentedOperations, fillPath, type Operation } from '../helpers/openapi-operations.ts';
import { describeApi } from '../helpers/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 10_000);
/** What must never reach a client: stack frames, source paths, the database's own error text. */
const LEAK = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|duplicate key value|violates .* constraint|invalid input syntax|syntax error at or near|relation "|PostgresError|DrizzleQueryError|Failed query/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'x\u0000y', "'; drop table users; --", '<script>alert(1)</script>', 'javascript:alert(1)', '%', '_', '\\', '𝕏🇳🇬', '\u202e', 'null', 'NaN', '1e309'),
  fc.constant('x'.repeat(100_000)),
  fc.constant('ņ'.repeat(30_000)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.oneof(fc.string(), fc.uuid(), fc.integer()), { maxLength: 5 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.uuid(),
  fc.object({ maxDepth: 2 }),
);

describeApi('fuzzing every documented route', (t) => {
  let operations: Operation[];
  beforeAll(async () => {
    // Logging out would end the fuzzer's own session; it is covered by the authorization matrix.
    operations = (await documentedOperations(t)).filter((o) => o.path !== '/api/admin/logout');
  });

  it(`answers ${RUNS} hostile requests without a 5xx or a leaked internal`, async () => {
    const request = fc.record({
      op: fc.nat(),
      param: fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9-]{0,40}$/)),
      query: fc.dictionary(fc.constantFrom('page', 'perPage', 'sort', 'order', 'q', 'status', 'from', 'to', 'isActive', 'x'), hostileString.map(String), { maxKeys: 4 }),
      body: fc.oneof(
        { weight: 4, arbitrary: fc.constant('fields' as const) },
        { weight: 1, arbitrary: fc.anything() },
        { weight: 1, arbitrary: fc.constantFrom('{"a":', '[', 'nul', '{"__proto__":{"x":1}}', '"text"', '{"constructor":{"prototype":{}}}') },
      ),
      fields: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
      declared: fc.array(hostileValue, { minLength: 8, maxLength: 8 }),
      omit: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    });

    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const op = operations[r.op % operations.length];
        const url = fillPath(op.path, () => r.param) + (Object.keys(r.query).length ? `?${new URLSearchParams(r.query)}` : '');
        let payload: string | undefined;
        if (op.method !== 'GET' && op.method !== 'DELETE') {
          if (r.body === 'fields') {
            // Near misses: the declared fields (some left out) with hostile values, plus strangers.
            const near = Object.fromEntries(op.bodyFields.filter((_, i) => !r.omit[i % 8]).map((f, i) => [f, r.declared[i % 8]]));
            payload = JSON.stringify({ ...near, ...r.fields });
          } else {
            payload = typeof r.body === 'string' ? r.body : JSON.stringify(r.body) ?? 'undefined';
          }
        }
        const res = await t.request({ method: op.method, url, payload, headers: payload ? { 'content-type': 'application/json' } : {} });
        if (res.statusCode >= 500 || LEAK.test(res.body)) failures.push(`${op.method} ${url.slice(0, 120)} ${payload?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        return true;
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED || 20261122) },
    );
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
