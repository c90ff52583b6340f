import type { FastifyPluginAsync } from 'fastify';
import approvalRoutes from './approvals.ts';
import authRoutes from './auth.ts';
import couponRoutes from './coupons.ts';
import dashboardRoutes from './dashboard.ts';
import entityRoutes from './entities.ts';
import healthRoutes from './health.ts';
import taskLogRoutes from './task-logs.ts';
import taskReversalRoutes from './task-reversal.ts';
import teamRoutes from './team.ts';
import mfaRoutes from './mfa.ts';
import sessionRoutes from './sessions.ts';
import userFreezeRoutes from './user-freeze.ts';
import eventRoutes from './events.ts';
import reviewQueueRoutes from './review-queue.ts';

/**
 * Every route module, mounted under /api in this order. Declared entities get their routes from
 * `entityRoutes`; the others here are what a declaration cannot say (sign-in, the dashboard,
 * coupon status and bulk create, task review, team accounts).
 */
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  entityRoutes,
  dashboardRoutes,
  couponRoutes,
  taskLogRoutes,
  reviewQueueRoutes,
  taskReversalRoutes,
  approvalRoutes,
  teamRoutes,
  mfaRoutes,
  sessionRoutes,
  userFreezeRoutes,
  eventRoutes,
];
