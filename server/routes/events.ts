import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../errors.ts';
import { errorReplies, StrictObject } from '../schemas/common.ts';
import { serveEventStream } from '../events/event-stream.ts';

const { 400: e400, 401: e401, 429: e429 } = errorReplies;
const e503 = StrictObject(
  { message: Type.String(), code: Type.Optional(Type.String()) },
  { description: 'This server holds as many streams as it may: poll instead' },
);

const STREAM_DESCRIPTION = [
  '`text/event-stream`: `ready` at once, then `change` `{ changes: [{ resource, id?, action, by?, at }] }` for each batch of',
  'committed changes the role may read (from any server process), `resync` when some may have been missed (read again),',
  'a comment line as heartbeat, and `end` `{ reason }` when the token or the stream’s time is over: reconnect.',
].join(' ');

/** The live stream of changes the console follows instead of polling (the production backend has none: the console then polls). */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      // A HEAD would open a stream that sends no body and never ends: there is none (404).
      exposeHeadRoute: false,
      config: { access: 'signed-in', capability: 'read', stream: true },
      schema: {
        tags: ['events'],
        description: STREAM_DESCRIPTION,
        querystring: StrictObject({}),
        response: { 200: Type.String({ description: STREAM_DESCRIPTION }), 400: e400, 401: e401, 429: e429, 503: e503 },
      },
    },
    async (request, reply) => {
      const { limits, places, open } = app.eventStreams;
      const release = places.take(request.admin.id);
      if (release === 'server')
        throw new HttpError(
          503,
          'This server has as many live streams open as it may: the console polls instead.',
          { 'Retry-After': '60' },
          { code: 'events.busy' },
        );
      if (release === 'account')
        throw new HttpError(
          429,
          `This account already has ${limits.perAccount} live streams open on this server: close a tab.`,
          { 'Retry-After': '60' },
          { code: 'events.too_many' },
        );
      const stream = serveEventStream(request, reply, app.changeFeed, limits, () => {
        release();
        open.delete(stream);
      });
      open.add(stream);
      return reply;
    },
  );
};

export default eventRoutes;
