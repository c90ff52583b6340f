import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { HttpError, pgErrorCode } from '../errors.ts';
import { StrictObject } from '../schemas/common.ts';

const Alive = StrictObject({ message: Type.String(), code: Type.String(), data: StrictObject({ database: Type.String() }) });
const Ready = StrictObject({ message: Type.String(), code: Type.String(), data: StrictObject({ database: Type.String(), migrations: Type.Integer() }) });
const Unavailable = StrictObject(
  { message: Type.String(), code: Type.Union([Type.Literal('server.database'), Type.Literal('server.migrations')]) },
  {
    description: 'The database does not answer (`server.database`) or lacks a migration this server needs (`server.migrations`)',
  },
);

/** The `when` of every migration this server ships: drizzle records each applied one under it. */
const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

/** PostgreSQL's codes for a missing table or schema: drizzle's migrations table was never made. */
const NO_MIGRATIONS_TABLE = new Set(['42P01', '3F000']);

/**
 * Liveness (`/health`) answers 200 whenever the process serves requests, without the database, so a
 * balancer does not restart an instance because the database blinked. Readiness (`/ready`) answers
 * 200 only when the database answers and every migration this server ships is applied in it.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const driver = app.database.driver;
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], description: 'Liveness: the process answers; the database is not consulted.', response: { 200: Alive } },
    },
    async () => ({ message: 'OK', code: 'health.ok', data: { database: driver } }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], description: 'Readiness: the database answers and has every migration applied.', response: { 200: Ready, 503: Unavailable } },
    },
    async () => {
      // One statement: a database that answers it is reachable, and its rows are the applied migrations.
      let applied: Set<string>;
      try {
        const result = (await app.db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: { created_at: unknown }[] };
        applied = new Set(result.rows.map((row) => String(row.created_at)));
      } catch (error) {
        if (!NO_MIGRATIONS_TABLE.has(pgErrorCode(error) ?? '')) {
          app.log.error({ err: error }, 'database unreachable');
          throw new HttpError(503, 'Database unreachable', {}, { code: 'server.database' });
        }
        applied = new Set();
      }
      const missing = journal.entries.filter((entry) => !applied.has(String(entry.when)));
      if (missing.length) {
        app.log.error({ missing: missing.map((entry) => entry.tag) }, 'database migrations missing');
        throw new HttpError(503, 'Database migrations not applied', {}, { code: 'server.migrations' });
      }
      return { message: 'Ready', code: 'health.ready', data: { database: driver, migrations: journal.entries.length } };
    },
  );
};

export default healthRoutes;
