import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Closed by default (same origin only); CORS_ORIGINS opens the API to the listed origins. */
export default fp<{ origins: string[] }>(
  async (app: FastifyInstance, { origins }) => {
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposedHeaders: ['X-Access-Token', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
