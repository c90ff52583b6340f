import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.ts';
import couponRoutes from './coupons.ts';
import dashboardRoutes from './dashboard.ts';
import healthRoutes from './health.ts';
import { engagementTypeRoutes, socialPlatformRoutes } from './named-entities.ts';
import packageRoutes from './packages.ts';
import taskLogRoutes from './task-logs.ts';
import taskRoutes from './tasks.ts';
import transactionRoutes from './transactions.ts';
import userRoutes from './users.ts';

/** Every route module, mounted under /api in this order. Add a resource's routes here. */
export const apiRoutes: FastifyPluginAsync[] = [healthRoutes, authRoutes, packageRoutes, engagementTypeRoutes, socialPlatformRoutes, taskRoutes, userRoutes, transactionRoutes, dashboardRoutes, couponRoutes, taskLogRoutes];
