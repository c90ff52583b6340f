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
      // react-admin's simple-rest provider sends `Range` and reads `Content-Range` for list totals.
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Range'],
      exposedHeaders: ['X-Access-Token', 'Retry-After', 'Content-Disposition', 'Content-Range', 'X-Total-Is-Estimate'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
