import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { HttpError } from '../errors.ts';
import { StrictObject } from '../schemas/common.ts';

const Health = StrictObject({ message: Type.String(), data: StrictObject({ database: Type.String() }) });
const Unavailable = StrictObject({ message: Type.String() });

/** Liveness (`/health`) and readiness (`/ready`): both answer 200 only with the database reachable. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const check = async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'database unreachable');
      throw new HttpError(503, 'Database unreachable', {}, { code: 'server.database' });
    }
    return { message: 'OK', code: 'health.ok', data: { database: app.database.driver } };
  };
  const schema = { tags: ['health'], response: { 200: Health, 503: Unavailable } };
  app.get('/health', { config: { access: 'public' }, schema }, check);
  app.get('/ready', { config: { access: 'public' }, schema }, check);
};

export default healthRoutes;
