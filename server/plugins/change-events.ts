import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChangeFeed, type ChangeFeed } from '../events/change-feed.ts';
import { DEFAULT_STREAM_LIMITS, streamPlaces, type StreamLimits } from '../events/stream-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived stream: not counted among the account's requests in flight (it counts its own places). */
    stream?: boolean;
  }
  interface FastifyInstance {
    changeFeed: ChangeFeed;
    eventStreams: { limits: StreamLimits; places: ReturnType<typeof streamPlaces>; open: Set<{ end(reason: 'shutdown'): void }> };
  }
}

/**
 * The process's change feed (every committed change, from any process) and its open streams,
 * which are ended before the server closes so that a shutdown never waits on them.
 */
export default fp<Partial<StreamLimits>>(
  async (app: FastifyInstance, overrides) => {
    const limits = { ...DEFAULT_STREAM_LIMITS, ...overrides };
    const feed = createChangeFeed(app.database);
    await feed.start();
    const open = new Set<{ end(reason: 'shutdown'): void }>();
    app.decorate('changeFeed', feed);
    app.decorate('eventStreams', { limits, places: streamPlaces(limits), open });
    app.addHook('preClose', async () => {
      for (const stream of [...open]) stream.end('shutdown');
      await feed.close();
    });
  },
  { name: 'change-events', dependencies: ['db'] },
);
