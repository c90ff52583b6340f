import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config-values.ts';
import { replyWithError } from './errors.ts';
import { closeAfterAnswer, isLingering, writeRawAnswer } from './http-oddities.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * The longest path parameter, decoded, in UTF-16 units (the router's measure): a coupon code of 64
 * characters outside the Basic Multilingual Plane. Longer ones answer 414.
 */
export const MAX_PARAM_LENGTH = 64 * 2;

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode or a path segment over
 * `maxParamLength` is answered before any hook runs, so the security headers are set here. Fastify
 * hands this answer a request that ignores `trustProxy`, so the protocol is read here as Fastify
 * reads it for routes: a trusted proxy's last X-Forwarded-Proto, else the socket's.
 */
export function frameworkErrorsFor(trustProxy: TrustProxy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const protocol = trustProxy !== false && typeof forwarded === 'string' ? forwarded.split(',').pop()!.trim() : request.protocol;
    replyWithError(error, request, reply.headers(securityHeaders(protocol)));
  };
}

/** Connections whose refusal waits for the answer under way. */
const waiting = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (malformed request
 * line, header or Content-Length, headers over 16 KB, too slow) never becomes a request, so the
 * whole HTTP response is written on the socket here, with the same `{ message }` body and
 * security headers as every other answer, and the connection is closed without resetting it
 * under the client (closeAfterAnswer).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // A connection already refused, or closing, has its parser refuse whatever still arrives.
  if (error.code === 'ECONNRESET' || socket.destroyed || isLingering(socket) || waiting.has(socket)) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request line and headers are too large']
        : [400, 'Malformed HTTP request'];
  answerInTurn(error, socket, status, message);
}

/**
 * Answers after the answer under way to a whole request (the refusal concerns the bytes that
 * followed it, and that request may have changed data: its client must learn the outcome). The
 * answer to a request the error cut short is replaced, unless it has begun: a second status line
 * inside it would corrupt it, so it is cut instead.
 */
function answerInTurn(error: ConnectionError, socket: Socket, status: number, message: string) {
  waiting.delete(socket);
  if (socket.destroyed || isLingering(socket)) return;
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (current?.req.complete) {
    waiting.add(socket);
    current.once('finish', () => answerInTurn(error, socket, status, message));
    return;
  }
  if (current?.headersSent || !socket.writable) return socket.destroy(error);
  writeRawAnswer(socket, status, message);
  closeAfterAnswer(socket);
}
