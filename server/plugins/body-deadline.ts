import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A request body must arrive whole within `requestMs` of its headers; a client that stops half-way
 * gets 408 and its connection closed, instead of holding a socket open for minutes. (Node's own
 * request timeout covers the headers only.) The clock stops when the body is read or the answer is
 * sent, whichever comes first.
 */
export default fp<{ requestMs: number }>(
  async (app: FastifyInstance, { requestMs }) => {
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasBody(request)) return payload;
      const body = new PassThrough();
      const timer = setTimeout(() => {
        // Only a body still being read has a reader to tell; otherwise there is nothing to stop.
        if (body.readableEnded || body.listenerCount('error') === 0) return;
        reply.header('connection', 'close');
        body.destroy(new HttpError(408, `The request body did not arrive within ${Math.round(requestMs / 1000)} s`, {}, { code: 'request.timeout' }));
      }, requestMs);
      const stop = () => clearTimeout(timer);
      for (const stream of [payload, body]) stream.once('end', stop).once('close', stop);
      reply.raw.once('close', stop);
      payload.on('error', (error) => body.destroy(error));
      return payload.pipe(body);
    });
  },
  { name: 'body-deadline' },
);
