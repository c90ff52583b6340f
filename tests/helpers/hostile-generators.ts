import fc from 'fast-check';

/**
 * fast-check generators of hostile request parts, one per class of attack the API must answer with
 * a 4xx `{ message }` (tests/api/fuzz.test.ts). Query strings and path segments are generated raw
 * (already percent-encoded, or deliberately not), bodies as text.
 */

const BODY_LIMIT = 1024 * 1024;

/** Halves of UTF-16 surrogate pairs on their own, or in the wrong order. */
export const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', '\ud83d');
/** Unicode non-characters: valid text that no character will ever be assigned to. */
export const nonCharacter = fc.oneof(
  fc.constantFrom('\ufffe', '\uffff', '\u{1fffe}', '\u{10ffff}', '\u{fffff}'),
  fc.integer({ min: 0xfdd0, max: 0xfdef }).map((c) => String.fromCharCode(c)),
);
/** Text with `inner` somewhere in it. */
const around = (inner: fc.Arbitrary<string>) => fc.tuple(fc.string({ maxLength: 4 }), inner, fc.string({ maxLength: 4 })).map((parts) => parts.join(''));

/** Dates at and past the edges: years 0–275 761, impossible days and times, offsets up to ±25:61. */
// prettier-ignore
export const edgeDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z', '275760-09-13', '0001-01-01',
    '2024-01-01T00:00:00+20:00', '9999-12-31T23:59:59-14:00', '1000-01-01T00:00:00+14:00', '1000-01-01T14:00:00+14:00',
    '9999-12-31T23:59:59.999999999Z', '2024-02-29', '2023-02-29', '2024-01-01T24:00:00Z', '2024-01-01T23:59:60Z',
  ),
  fc
    .record({
      year: fc.oneof(fc.integer({ min: 0, max: 1100 }), fc.integer({ min: 9900, max: 10_001 }), fc.integer({ min: 0, max: 275_761 })),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      time: fc.option(fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 61 }))),
      zone: fc.oneof(fc.constant('Z'), fc.constant(''), fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([s, h, m]) => `${s}${pad(h)}:${pad(m)}`)),
    })
    .map(({ year, month, day, time, zone }) => {
      const date = `${String(year).padStart(year > 9999 ? 6 : 4, '0')}-${pad(month)}-${pad(day)}`;
      return time ? `${date}T${time.map(pad).join(':')}${zone}` : date;
    }),
);
const pad = (n: number) => String(n).padStart(2, '0');

/** Escapes that do not decode to UTF-8: truncated, not hex, overlong, surrogate halves (CESU-8). */
// prettier-ignore
export const badPercent = fc.constantFrom('%', '%z', '%zz', '%G0', '%%', '%u0041', '%E0%A4', '%E2%82', '%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%FF', '%F8%88%80%80%80');

export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  // prettier-ignore
  fc.constantFrom('', ' ', '\u0000', 'x\u0000y', "'; drop table users; --", '<script>alert(1)</script>', 'javascript:alert(1)', '%', '_', '\\', '𝕏🇳🇬', '\u202e', 'null', 'NaN', '1e309'),
  fc.constant('x'.repeat(100_000)),
  fc.constant('ņ'.repeat(30_000)),
);

export const hostileValue = fc.oneof(
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

const QUERY_KEYS = ['page', 'perPage', 'sort', 'order', 'q', 'status', 'from', 'to', 'isActive', 'cursor', 'x'];
const query = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Near misses: plausible ids and codes, known query keys with hostile values (the classic fuzz). */
const plausibleParam = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9-]{0,40}$/)).map(encodeURIComponent);
const plausibleQuery = fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileString.map(String), { maxKeys: 4 }).map((q) => `${new URLSearchParams(q)}`);
/** Escapes that are not UTF-8 text, in a query value or a path segment. */
const badlyEncoded = around(badPercent).map((s) => s.replace(/[^%\w]/g, ''));
/** Query strings around and far past the 8 KB request-target limit, made of many pairs or one. */
const longQuery = fc
  .tuple(fc.constantFrom(8_000, 8_300, 20_000, 100_000), fc.constantFrom('q=', 'x=', 'q=%41', 'a=1&'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
// prettier-ignore
const protoQuery = fc.constantFrom('__proto__=1', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a[__proto__]=1', 'constructor=1', 'q=1&q=2&q=3', 'toString=1', 'hasOwnProperty=1');

/** How a body is built from the route's declared fields (`renderBody`). */
export type BodyPlan =
  | { kind: 'fields'; declared: unknown[]; omit: boolean[]; extra: Record<string, unknown> }
  | { kind: 'raw'; text: string }
  | { kind: 'deep'; open: string; depth: number; closed: boolean; inField: boolean }
  | { kind: 'duplicate'; repeats: number[]; escaped: boolean; nested: boolean; values: unknown[] }
  | { kind: 'proto'; key: string; nested: boolean }
  | { kind: 'dates'; dates: string[] };

const deepOpeners = ['[', '{"a":', '{"":', '[{"a":', '{"a":['];
/** Near misses: the declared fields (some left out) with hostile values, plus strangers; or any JSON value or broken text. */
const classicBody: fc.Arbitrary<BodyPlan> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('fields' as const),
      declared: fc.array(hostileValue, { minLength: 8, maxLength: 8 }),
      omit: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.anything(), fc.constantFrom('{"a":', '[', 'nul', '"text"', '{"a":1}x', '\ufeff{}'))
      .map((v) => ({ kind: 'raw' as const, text: typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined') })),
  },
);
const deepBody: fc.Arbitrary<BodyPlan> = fc.record({
  kind: fc.constant('deep' as const),
  open: fc.constantFrom(...deepOpeners),
  // Mostly around the limit of 32; now and then thousands, or as deep as the 1 MB body limit allows.
  depth: fc.oneof(
    { weight: 20, arbitrary: fc.integer({ min: 28, max: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(1_000, 5_000, 100_000) },
    { weight: 1, arbitrary: fc.constant(Infinity) },
  ),
  closed: fc.boolean(),
  inField: fc.boolean(),
});
/** Declared fields and strangers whose values or keys hold surrogate halves or non-characters. */
const oddTextBody: fc.Arbitrary<BodyPlan> = fc.record({
  kind: fc.constant('fields' as const),
  declared: fc.array(around(fc.oneof(loneSurrogate, nonCharacter)), { minLength: 8, maxLength: 8 }),
  omit: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  extra: fc.dictionary(around(fc.oneof(loneSurrogate, nonCharacter)), hostileValue, { maxKeys: 2 }),
});
const datesBody: fc.Arbitrary<BodyPlan> = fc.record({ kind: fc.constant('dates' as const), dates: fc.array(edgeDate, { minLength: 1, maxLength: 3 }) });
const duplicateBody: fc.Arbitrary<BodyPlan> = fc.record({
  kind: fc.constant('duplicate' as const),
  repeats: fc.array(fc.nat(7), { minLength: 1, maxLength: 3 }),
  escaped: fc.boolean(),
  nested: fc.boolean(),
  values: fc.array(hostileValue, { minLength: 2, maxLength: 2 }),
});
const protoBody: fc.Arbitrary<BodyPlan> = fc.record({
  kind: fc.constant('proto' as const),
  key: fc.constantFrom('__proto__', '\\u005f_proto__', 'constructor', 'prototype'),
  nested: fc.boolean(),
});

/** Which routes a plan means to reach (tests/api/fuzz.test.ts builds the pools from the OpenAPI document). */
export type Pool = 'all' | 'body' | 'query' | 'dated query' | 'dated body';

/** One request's parts: `param` and `query` raw, `body` built per route by renderBody. */
export interface RequestPlan {
  focus: string;
  pool: Pool;
  op: number;
  param: string;
  query: string;
  body: BodyPlan;
}

const neutral = { query: '', body: { kind: 'raw', text: '{}' } as BodyPlan };
/** One class of hostile input in one part of a request whose other parts are plain. */
const focused = (focus: string, parts: fc.Arbitrary<Partial<RequestPlan> & { pool: Pool }>) => parts.map((part) => ({ ...neutral, ...part, focus }));
const inBody = (body: fc.Arbitrary<BodyPlan>, pool: Pool = 'body') => body.map((b) => ({ pool, body: b }));
const inQuery = (text: fc.Arbitrary<string>, pool: Pool = 'query') => text.map((query) => ({ pool, query }));
const inParam = (text: fc.Arbitrary<string>) => text.map((param) => ({ pool: 'all' as const, param }));

/** Near misses in every part (`classic`, the fuzz as it was), or one hostile class in one part. */
export const hostileRequest: fc.Arbitrary<RequestPlan> = fc
  .record({
    op: fc.nat(),
    param: plausibleParam,
    plan: fc.oneof(
      {
        weight: 12,
        arbitrary: fc.record({
          focus: fc.constant('classic'),
          pool: fc.constant('all' as const),
          query: fc.option(plausibleQuery, { freq: 3, nil: '' }),
          body: classicBody,
        }),
      },
      { weight: 2, arbitrary: focused('deep nesting', inBody(deepBody)) },
      {
        weight: 2,
        arbitrary: focused(
          'surrogates and non-characters',
          fc.oneof(
            inBody(oddTextBody),
            inQuery(around(nonCharacter).map((t) => query([['q', t]]))),
            inQuery(fc.constantFrom('q=%ED%A0%80', 'q=%ED%BF%BF')),
            inParam(around(nonCharacter).map(encodeURIComponent)),
          ),
        ),
      },
      {
        weight: 2,
        arbitrary: focused(
          'edge dates',
          fc.oneof(
            inQuery(
              fc.tuple(fc.constantFrom('from', 'to'), edgeDate).map(([k, d]) => query([[k, d]])),
              'dated query',
            ),
            inBody(datesBody, 'dated body'),
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: focused(
          'bad percent-encoding',
          fc.oneof(inParam(badlyEncoded), inQuery(fc.tuple(fc.constantFrom(...QUERY_KEYS), badlyEncoded).map(([k, v]) => `${k}=${v}`))),
        ),
      },
      { weight: 1, arbitrary: focused('duplicate keys', inBody(duplicateBody)) },
      { weight: 1, arbitrary: focused('long URLs', fc.oneof(inQuery(longQuery), inParam(fc.constantFrom(128, 129, 1_000, 10_000).map((n) => 'X'.repeat(n))))) },
      { weight: 1, arbitrary: focused('prototype keys', fc.oneof(inBody(protoBody), inQuery(protoQuery))) },
    ),
  })
  .map(({ op, param, plan }) => ({ op, param, ...plan }));

/** A value the field's name suggests will pass, so that the dates beside it are what gets judged. */
function plausibleValue(field: string): unknown {
  if (/id$/i.test(field)) return '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e';
  if (/^is[A-Z]/.test(field)) return true;
  if (/quantity|price|point|amount/i.test(field)) return 1;
  return 'EDGE-1';
}

/** The body text of `plan` for a route declaring `fields`. */
export function renderBody(plan: BodyPlan, fields: string[]): string {
  const field = fields[0] ?? 'name';
  switch (plan.kind) {
    case 'fields': {
      const near = Object.fromEntries(fields.filter((_, i) => !plan.omit[i % 8]).map((f, i) => [f, plan.declared[i % 8]]));
      return JSON.stringify({ ...near, ...plan.extra });
    }
    case 'raw':
      return plan.text;
    case 'deep': {
      const close = plan.open
        .replace(/"[^"]*":/g, '')
        .split('')
        .reverse()
        .map((c) => (c === '[' ? ']' : '}'))
        .join('');
      const room = BODY_LIMIT - (plan.inField ? field.length + 6 : 0) - 1;
      const depth = Math.min(plan.depth, Math.floor(room / (plan.open.length + (plan.closed ? close.length : 0))));
      const value = plan.open.repeat(depth) + '1' + (plan.closed ? close.repeat(depth) : '');
      return plan.inField ? `{"${field}":${value}}` : value;
    }
    case 'duplicate': {
      const name = (f: string) => (plan.escaped ? `\\u${f.charCodeAt(0).toString(16).padStart(4, '0')}${f.slice(1)}` : f);
      const members = fields.map((f, i) => `"${f}":${JSON.stringify(plan.values[i % 2]) ?? 'null'}`);
      for (const i of plan.repeats) members.push(`"${name(fields[i % fields.length] ?? field)}":${JSON.stringify(plan.values[1]) ?? 'null'}`);
      const object = `{${members.join(',')}}`;
      return plan.nested ? `{"${field}":${object}}` : object;
    }
    case 'dates':
      return JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, /date/i.test(f) ? plan.dates[i % plan.dates.length] : plausibleValue(f)])));
    case 'proto': {
      const object = `{"${plan.key}":{"prototype":{"admin":true},"x":1},"${field}":1}`;
      return plan.nested ? `{"${field}":${object}}` : object;
    }
  }
}
