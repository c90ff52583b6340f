import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Decorates the app with the database (already migrated) and closes it when the app closes. */
export default fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (closeOnShutdown) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
