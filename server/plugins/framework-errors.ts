import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config-values.ts';
import { replyWithError } from './errors.ts';
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

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (malformed request
 * line, header or Content-Length, headers over 16 KB, too slow) never becomes a request, so the
 * whole HTTP response is written on the socket here, with the same `{ message }` body and
 * security headers as every other answer, and the connection is closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request took too long to arrive']
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request line and headers are too large']
    : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ message, code: `http.${status}` });
  const headers = {
    ...securityHeaders('encrypted' in socket && socket.encrypted ? 'https' : 'http'),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  // Node may already be answering a request on this socket; a second status line would corrupt it.
  const answering = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
