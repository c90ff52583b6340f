import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, isDatabaseUnavailable, type Said } from '../errors.ts';
import { checkDate, DATE_SHAPES, type DateShape } from '../shared/dates.ts';
import { KOBO } from '../schemas/common.ts';

/** Every error becomes `{ message }` with its status; a 5xx never shows the client its cause. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyWithError);
  },
  { name: 'errors' },
);

/** The `{ message }` answer to any error (the error handler, and plugins/framework-errors.ts). */
export function replyWithError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  // The handler may have set up a download (a CSV's type and file name) before it failed.
  reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ message: error.message, ...error.said, ...(error.data !== undefined && { data: error.data }) });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return reply.code(400).send({ message: describeValidation(fastifyError), ...validationCode(fastifyError) });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status < 500) {
    return reply.code(status).send({ message: clientMessage(fastifyError), code: `http.${status}` });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send({ message: 'The database cannot be reached. Try again in a few seconds.', code: 'server.database' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ message: `Internal server error (request id ${request.id})`, code: 'server.internal', params: { request_id: String(request.id) } });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Invalid JSON in request body';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but Content-Type is application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type';
    case 'FST_ERR_BAD_URL':
      return 'The URL path must be percent-encoded UTF-8 (a % followed by two hex digits, forming whole characters)';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A segment of the URL path is too long';
    default:
      return error.statusCode === 429 ? error.message : error.message || 'Bad request';
  }
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema holding the failed keyword (Ajv's `verbose` option, plugins/validation.ts). */
  parentSchema?: { patternMessage?: unknown; patternMessageKey?: unknown };
  /** The refused value (Ajv's `verbose` option). */
  data?: unknown;
}

/** A pattern failure says the schema's `patternMessage` when it has one ("may contain only …"). */
function ajvMessage(error: AjvError): string {
  const own = error.parentSchema?.patternMessage;
  if (error.keyword === 'pattern' && typeof own === 'string') return own;
  return error.message ?? 'is invalid';
}

/**
 * "price must be >= 0", "email is required", "name is not allowed", "code may contain only …":
 * always naming the field.
 */
export function describeValidation(error: FastifyError): string {
  const [first] = (error.validation ?? []) as AjvError[];
  if (!first) return error.message;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
  if (first.keyword === 'required') {
    const field = [path, first.params.missingProperty].filter(Boolean).join('.');
    return `${where}${field} is required`;
  }
  if (first.keyword === 'additionalProperties') {
    const field = [path, first.params.additionalProperty].filter(Boolean).join('.');
    return `${where}${field} is not allowed`;
  }
  const format = first.params.format as DateShape;
  if (first.keyword === 'format' && DATE_SHAPES.includes(format)) {
    return `${where}${path} ${checkDate(String(first.data), format).problem}`;
  }
  if (first.keyword === 'multipleOf' && first.params.multipleOf === KOBO) return `${where}${path} must have at most two decimals (whole kobo)`;
  if (first.keyword === 'format' && first.params.format === 'uuid') return `${where}${path} must be an id as the API sends it: a UUID in lower case`;
  return `${where}${path || 'body'} ${ajvMessage(first)}`.trim();
}

/** Ajv's keywords as stable codes (`validation.required`, `validation.maximum`…), with the field and the rule's limit. */
const VALIDATION_CODES: Record<string, string> = {
  required: 'required',
  additionalProperties: 'not_allowed',
  type: 'type',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'exclusive_minimum',
  exclusiveMaximum: 'exclusive_maximum',
  minLength: 'min_length',
  maxLength: 'max_length',
  pattern: 'pattern',
  format: 'format',
};

export function validationCode(error: FastifyError): Said {
  const [first] = (error.validation ?? []) as AjvError[];
  if (!first) return { code: 'validation.invalid' };
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = first.params.missingProperty ?? first.params.additionalProperty;
  const field = [path, missing].filter(Boolean).join('.') || 'body';
  const format = first.params.format as DateShape;
  if (first.keyword === 'format' && DATE_SHAPES.includes(format)) return { code: 'validation.date', params: { field } };
  const limit = first.params.limit ?? first.params.type ?? first.params.format;
  const ruleKey = first.parentSchema?.patternMessageKey;
  if (first.keyword === 'type' && limit === 'integer') return { code: 'validation.integer', params: { field } };
  if (first.keyword === 'multipleOf' && first.params.multipleOf === KOBO) return { code: 'validation.kobo', params: { field } };
  if (first.keyword === 'format' && first.params.format === 'uuid') return { code: 'validation.uuid', params: { field } };
  return {
    code: `validation.${VALIDATION_CODES[first.keyword] ?? 'invalid'}`,
    params: { field, ...(limit !== undefined && { limit: limit as string | number }), ...(typeof ruleKey === 'string' && { rule_key: ruleKey }) },
  };
}
