import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false };
const ajvFor = (coerceTypes: Options['coerceTypes']) => addFormats.default(new Ajv({ ...common, coerceTypes }));

/**
 * Bodies are JSON and must carry the declared types (no "5" for 5); query strings and path
 * parameters are text by nature, so they are coerced ("?page=2" → 2).
 */
export function useStrictValidation(app: FastifyInstance) {
  const strict = ajvFor(false);
  const coercing = ajvFor('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
