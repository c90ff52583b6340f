import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** `verbose` puts the failing schema on each error, so a 400 can say its `patternMessage`. */
const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false, verbose: true };

/** `patternMessage` (schemas/common.ts `PatternedString`) only annotates: it checks nothing itself. */
function ajvFor(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...common, coerceTypes });
  ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
  return addFormats.default(ajv);
}

/**
 * Bodies are JSON and must carry the declared types (no "5" for 5); query strings and path
 * parameters are text by nature, so they are coerced ("?page=2" → 2). Text containing NUL, which
 * PostgreSQL cannot store, is refused before any schema or SQL sees it.
 */
export function useStrictValidation(app: FastifyInstance) {
  const strict = ajvFor(false);
  const coercing = ajvFor('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['', request.body], ['query ', request.query], ['params ', request.params]] as const) {
      const field = fieldWithNul(value);
      if (field !== undefined) throw badRequest(`${part}${field || 'body'} must not contain NUL characters`);
    }
  });
}

/** The dotted path of the first string (or key) holding "\0", or undefined. */
function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return childPath;
    const found = fieldWithNul(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
