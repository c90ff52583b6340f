import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { checkDate, DATE_SHAPES } from '../shared/dates.ts';
import { useStrictJsonBodies } from './json-body.ts';

/**
 * `verbose` puts the failing schema and value on each error, so a 400 can say its `patternMessage`
 * or what is wrong with a date.
 */
const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false, verbose: true, multipleOfPrecision: 9 };

/**
 * A UUID as PostgreSQL writes it and the API sends it: 8-4-4-4-12 lower-case hex digits, nothing
 * around them (ajv-formats' also takes a `urn:uuid:` prefix). Upper case is refused: an id is
 * compared as text after validation (claims, flags, selections), where `A1…` and `a1…` differ.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An Ajv with the project's keyword and formats: `patternMessage` (schemas/common.ts
 * `PatternedString`) only annotates, it checks nothing itself; the date formats (schemas/dates.ts)
 * check shared/dates.ts's rule; `multipleOf` compares floats to nine decimals (0.07 is 7 × 0.01).
 */
function ajvFor(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...common, coerceTypes });
  ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'patternMessageKey', schemaType: 'string' });
  addFormats.default(ajv);
  ajv.addFormat('uuid', UUID);
  for (const shape of DATE_SHAPES) ajv.addFormat(shape, { type: 'string', validate: (text: string) => !checkDate(text, shape).problem });
  return ajv;
}

/** Longer request targets answer 414: no route needs more, and Node refuses above 16 KB anyway. */
export const MAX_URL_LENGTH = 8192;

/**
 * Bodies are JSON and must carry the declared types (no "5" for 5); query strings and path
 * parameters are text by nature, so they are coerced ("?page=2" → 2). Date formats follow
 * shared/dates.ts. JSON bodies are checked for depth, repeated and `__proto__` keys as they are
 * parsed (json-body.ts); then every string and key of the body, query and path parameters must be
 * text PostgreSQL can store (well-formed Unicode without NUL), and the query string must be
 * percent-encoded UTF-8, before any schema or SQL sees them.
 */
export function useStrictValidation(app: FastifyInstance) {
  const strict = ajvFor(false);
  const coercing = ajvFor('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  useStrictJsonBodies(app);
  app.addHook('preValidation', async (request) => {
    checkRequestTarget(request.url);
    for (const [part, value] of [
      ['', request.body],
      ['query ', request.query],
      ['params ', request.params],
    ] as const)
      assertStorable(value, part);
    const schema = request.routeOptions.schema;
    assertPlainNumbers(request.query, schema?.querystring, 'query ');
    assertPlainNumbers(request.params, schema?.params, 'params ');
  });
}

/** A number in a query string or path as people write it: digits, a minus sign, decimals. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Refuses (400) a query or path value the schema reads as a number unless it is written plainly:
 * Ajv's coercion would also take "0x10", "1e3", "+1" or " 1" (JavaScript's Number), so two
 * spellings could name one page or version.
 */
function assertPlainNumbers(values: unknown, schema: unknown, part: string) {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || !values || typeof values !== 'object') return;
  for (const [key, value] of Object.entries(values)) {
    const type = properties[key]?.type;
    if ((type === 'integer' || type === 'number') && typeof value === 'string' && !PLAIN_NUMBER.test(value))
      throw badRequest(`${part}${key} must be a number written in digits ("12", not "0x0c" or "1.2e1")`, 'validation.digits', { field: key });
  }
}

function checkRequestTarget(url: string) {
  if (url.length > MAX_URL_LENGTH) throw new HttpError(414, `The URL is longer than ${MAX_URL_LENGTH} characters`, {}, { code: 'request.url_too_long' });
  const query = url.indexOf('?');
  if (query === -1) return;
  try {
    decodeURIComponent(url.slice(query + 1));
  } catch {
    throw badRequest('The query string must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)', 'request.encoding');
  }
}

/** Refuses (400, naming where) any string or key in `value` PostgreSQL could not store: text decoded from inside a parameter is checked again. */
export function assertStorable(value: unknown, part: string) {
  const found = unstorableText(value);
  if (found) throw badRequest(`${part}${found.path || 'body'} ${found.problem}`, 'request.characters', { field: found.path || 'body' });
}

/**
 * The dotted path of the first string or key PostgreSQL could not store, and why: NUL, or a lone
 * UTF-16 surrogate half (not well-formed Unicode). Walked with an explicit stack, never recursion.
 */
function unstorableText(root: unknown): { path: string; problem: string } | undefined {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { path, problem };
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const childPath = path ? `${path}.${key.toWellFormed()}` : key.toWellFormed();
        const problem = textProblem(key);
        if (problem) return { path: childPath, problem };
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

declare global {
  // ES2024, in Node since 20; the project's TypeScript lib stops at ES2023.
  interface String {
    isWellFormed(): boolean;
    toWellFormed(): string;
  }
}

function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must be well-formed Unicode text (no unpaired UTF-16 surrogate)';
  return undefined;
}
