import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.ts';
import healthRoutes from './health.ts';
import packageRoutes from './packages.ts';

/** Every route module, mounted under /api in this order. Add a resource's routes here. */
export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, authRoutes, packageRoutes];
