import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/**
 * A request body must arrive whole within `requestMs` of its headers; a client that stops half-way
 * gets 408 and its connection closed, instead of holding a socket open for minutes. (Node's own
 * request timeout covers the headers only.)
 */
export default fp<{ requestMs: number }>(
  async (app: FastifyInstance, { requestMs }) => {
    app.addHook('preParsing', async (_request, reply, payload) => {
      const body = new PassThrough();
      const timer = setTimeout(() => {
        reply.header('connection', 'close');
        body.destroy(new HttpError(408, `The request body did not arrive within ${Math.round(requestMs / 1000)} s`));
      }, requestMs);
      payload.on('error', (error) => body.destroy(error));
      payload.once('end', () => clearTimeout(timer));
      payload.once('close', () => clearTimeout(timer));
      return payload.pipe(body);
    });
  },
  { name: 'body-deadline' },
);
