import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { hostileRequest, renderBody, type Pool } from '../helpers/hostile-generators.ts';
import { documentedOperations, type Operation } from '../helpers/openapi-operations.ts';
import { describeApi } from '../helpers/test-app.ts';
import { isRefusal } from '../helpers/refusal.ts';

/** About 10 000 near misses (the classic fuzz) and 8 000 requests of the hostile classes. */
const RUNS = Number(process.env.FUZZ_RUNS || 1_500);
/** What must never reach a client: stack frames, source paths, the database's own error text. */
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|duplicate key value|violates .* constraint|invalid input syntax|syntax error at or near|relation "|PostgresError|DrizzleQueryError|Failed query/;

/** A refusal is `{ message, code, params? }` and nothing else, with the security headers like every answer. */
function refusalProblem(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | undefined {
  if (!res.headers['content-security-policy']) return 'no security headers';
  if (res.statusCode < 400) return undefined;
  try {
    const body = JSON.parse(res.body) as unknown;
    return isRefusal(body) ? undefined : 'not a { message, code } envelope';
  } catch {
    return 'not JSON';
  }
}

describeApi('fuzzing every documented route', (t) => {
  let pools: Record<Pool, Operation[]>;
  beforeAll(async () => {
    // Logging out would end the fuzzer's own session; it is covered by the authorization matrix. The
    // change stream answers for as long as it is read (events.test.ts attacks it over a socket).
    const all = (await documentedOperations(t)).filter((o) => o.path !== '/api/admin/logout' && !o.stream);
    const body = all.filter((o) => o.method !== 'GET' && o.method !== 'DELETE');
    const query = all.filter((o) => o.method === 'GET');
    pools = {
      all,
      body,
      query,
      'dated query': query.filter((o) => o.queryFields.includes('from')),
      'dated body': body.filter((o) => o.bodyFields.some((f) => /date/i.test(f))),
    };
  });

  it(
    `answers ${RUNS} hostile requests without a 5xx, a leaked internal or a reply outside the envelope`,
    async () => {
      const failures: string[] = [];
      const tally: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(hostileRequest, async (r) => {
          tally[r.focus] = (tally[r.focus] ?? 0) + 1;
          const pool = pools[r.pool];
          const op = pool[r.op % pool.length];
          const url = op.path.replace(/\{\w+\}/g, r.param) + (r.query ? `?${r.query}` : '');
          const payload = op.method !== 'GET' && op.method !== 'DELETE' ? renderBody(r.body, op.bodyFields) : undefined;
          const res = await t.request({ method: op.method, url, payload, headers: payload ? { 'content-type': 'application/json' } : {} });
          const problem = res.statusCode >= 500 ? 'a 5xx' : LEAK.test(res.body) ? 'a leak' : refusalProblem(res);
          if (problem)
            failures.push(`${problem} (${r.focus}): ${op.method} ${url.slice(0, 120)} ${payload?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
          return true;
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED || 20261122) },
      );
      console.info(`${t.driver}: ${RUNS} requests`, tally);
      expect(Object.keys(tally)).toHaveLength(8);
      expect(failures.slice(0, 10)).toEqual([]);
    },
    RUNS * 60,
  ); // a minute per thousand requests, however many FUZZ_RUNS asks for
});
