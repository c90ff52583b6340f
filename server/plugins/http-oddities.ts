import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * A connection that is closing keeps reading (and discarding) what the client still sends after
 * its answer while bytes keep coming (none for LINGER_IDLE_MS ends it), for LINGER_MAX_MS at most.
 * Closing a socket with unread bytes makes the kernel reset the connection, which can destroy the
 * answer before the client reads it.
 */
export const LINGER_IDLE_MS = 5_000;
export const LINGER_MAX_MS = 30_000;

/** The methods the server answers; CONNECT (a tunnel) is refused with these in `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Node's own test of an Expect header it can honour. */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i;

const lingering = new WeakSet<Socket>();

/** Whether `socket` is already closing after its last answer. */
export const isLingering = (socket: Socket) => lingering.has(socket);

/**
 * Closes a connection after its last answer without resetting it under the client: our side is
 * ended (the answer, then FIN), and what the client still sends (the rest of a body answered
 * before it was read, bytes after a wrong Content-Length) is read and discarded until the client
 * ends its side (or stops sending: LINGER_IDLE_MS, LINGER_MAX_MS).
 */
export function closeAfterAnswer(socket: Socket): void {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  // The answer is out: a client resetting the connection now only ends it sooner.
  socket.on('error', () => {});
  if (socket.writable) socket.end();
  const close = () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  const since = Date.now();
  let read = socket.bytesRead;
  const timer = setInterval(() => {
    if (socket.bytesRead === read || Date.now() - since >= LINGER_MAX_MS) socket.destroy();
    read = socket.bytesRead;
  }, LINGER_IDLE_MS).unref();
  socket.once('close', () => clearInterval(timer));
  if (socket.readableEnded) return close();
  socket.once('end', close);
  socket.resume();
}

/**
 * A whole HTTP answer written on the socket for a request that never reached Fastify: the
 * `{ message, code }` body and the security headers of every other answer, and `connection: close`.
 */
export function writeRawAnswer(socket: Socket, status: number, message: string, extraHeaders: Record<string, string> = {}): void {
  const body = JSON.stringify({ message, code: `http.${status}` });
  const headers = {
    ...securityHeaders('encrypted' in socket && socket.encrypted ? 'https' : 'http'),
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/** The refusal a parsed request gets before any route sees it, or undefined. */
export function oddityOf(raw: IncomingMessage): HttpError | undefined {
  const close = { connection: 'close' };
  const http11 = raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1;
  // HTTP/1.1 requires exactly one Host (HTTP/1.0 may omit it); two leave the target ambiguous.
  const hosts = raw.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  if (hosts === 0 && http11) return new HttpError(400, 'The Host header is required', close);
  if (hosts > 1) return new HttpError(400, 'The Host header must appear only once', close);
  const expect = raw.headers.expect;
  if (expect !== undefined && http11 && !CONTINUE.test(expect)) {
    return new HttpError(417, 'The only expectation supported is Expect: 100-continue', close);
  }
  return undefined;
}

/**
 * HTTP that Node would answer bare or not at all is answered like every other refusal: a missing
 * or repeated Host is a 400 and an Expect other than 100-continue a 417 (both through Fastify, with
 * the security headers; the server lets such requests through: `requireHostHeader: false`), CONNECT
 * a 405 naming the allowed methods. Every connection that closes after an answer lingers
 * (closeAfterAnswer) instead of being destroyed at once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const server = app.server;
    // Node ends a connection after its last answer with destroySoon(), which would drop unread bytes.
    server.on('connection', (socket: Socket) => {
      socket.destroySoon = () => closeAfterAnswer(socket);
    });
    // The rest of a body its answer did not need is read and dropped, so that the connection can
    // close or carry the next request (a reader that gave up part-way would leave it paused).
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      response.once('finish', () => {
        if (request.complete) return;
        request.removeAllListeners('data');
        request.resume();
      });
    });
    // An expectation Node cannot meet goes to Fastify like any request; the hook below refuses it.
    server.on('checkExpectation', (request, response) => server.emit('request', request, response));
    server.on('connect', (_request: IncomingMessage, socket: Socket) => {
      writeRawAnswer(socket, 405, 'CONNECT is not supported', { allow: ALLOWED_METHODS });
      closeAfterAnswer(socket);
    });
    app.addHook('onRequest', (request, _reply, done) => done(oddityOf(request.raw)));
  },
  { name: 'http-oddities', dependencies: ['security-headers'] },
);
