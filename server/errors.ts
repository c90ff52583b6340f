/** What a message's placeholders are filled with: a field's name, a limit, counts by kind. */
export type MessageParams = Record<string, string | number | Record<string, number>>;

/**
 * What an answer says, for people and for programs: the English `message` every client shows
 * today, and a stable `code` (with `params`) a client looks up in its own language's messages.
 */
export interface Said {
  code: string;
  params?: MessageParams;
}

/** An error whose message is safe to show the client, with the HTTP status it answers. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly said: Said = { code: `http.${statusCode}` },
    /** What the client needs to settle the error itself (a changed record as it is now). */
    public readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'request.invalid', params?: MessageParams) => new HttpError(400, message, {}, { code, params });
export const unauthorized = (message = 'Unauthorized', code = 'auth.required') => new HttpError(401, message, {}, { code });
export const forbidden = (message: string, code = 'auth.forbidden', params?: MessageParams) => new HttpError(403, message, {}, { code, params });
export const notFound = (message: string, code = 'request.not_found', params?: MessageParams) => new HttpError(404, message, {}, { code, params });
/** Too late: the thing asked about expired. */
export const gone = (message: string, code: string) => new HttpError(410, message, {}, { code });

export const conflict = (message: string, code = 'request.conflict', params?: MessageParams) => new HttpError(409, message, {}, { code, params });

/** "Package not found": a record that is not there, naming its kind by message key. */
export const recordNotFound = (label: string, entity: string) => notFound(`${label} not found`, 'entity.not_found', { entity_key: `resources.${entity}.name` });

/** PostgreSQL's error codes the services turn into client errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL 17 (PGlite) reports an `ON DELETE RESTRICT` reference with this code, 15 with 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
/** A delete or key change refused because another row still references the record, whatever the server's version. */
export const isStillReferenced = (error: unknown) => [PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION].includes(pgErrorCode(error) ?? '');
export const PG_CHECK_VIOLATION = '23514';

/** The PostgreSQL error code of an error thrown by either driver (drizzle wraps it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATEs of a database that cannot serve now: shutting down, starting, out of connections, a statement cancelled by its timeout. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error says the database cannot be reached or cannot serve now (a 503, worth retrying), rather than a fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
