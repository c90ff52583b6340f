import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorReplies, StrictObject } from '../schemas/common.ts';
import { DashboardData, TransactionVolume } from '../domains/dashboard/schemas.ts';
import { dashboardSummary } from '../domains/dashboard/dashboard.ts';
import { transactionVolume } from '../domains/dashboard/transaction-volume.ts';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: 'signed-in', capability: 'read' },
      schema: {
        tags: ['dashboard'],
        description: 'Totals and the 10 newest transactions and users, shaped as the dashboard reads them.',
        response: { 200: Envelope(DashboardData), 401: errorReplies[401] },
      },
    },
    async () => ({ data: await dashboardSummary(app.db) }),
  );

  app.get(
    '/admin/dashboard/volume',
    {
      config: { access: 'signed-in', capability: 'read' },
      schema: {
        tags: ['dashboard'],
        description:
          'Extension: successful credits and debits (naira) per day in Lagos over the last 30 days, for the dashboard chart. Concurrent calls share one aggregate.',
        querystring: StrictObject({}),
        response: { 200: Envelope(TransactionVolume), 400: errorReplies[400], 401: errorReplies[401] },
      },
    },
    async () => ({ data: await transactionVolume(app.db) }),
  );
};

export default dashboardRoutes;
