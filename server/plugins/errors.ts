import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/** Every error becomes `{ message }` with its status; a 5xx never shows the client its cause. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        return reply.code(400).send({ message: describeValidation(fastifyError) });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status < 500) {
        return reply.code(status).send({ message: clientMessage(fastifyError) });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: `Internal server error (request id ${request.id})` });
    });
  },
  { name: 'errors' },
);

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
    default:
      return error.statusCode === 429 ? error.message : (error.message || 'Bad request');
  }
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema holding the failed keyword (Ajv's `verbose` option, plugins/validation.ts). */
  parentSchema?: { patternMessage?: unknown };
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
  return `${where}${path || 'body'} ${ajvMessage(first)}`.trim();
}
