import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TransactionFilters, TransactionRow } from '../schemas/transactions.ts';
import { transactionLister } from '../services/transactions.ts';
import { registerListRoute } from './list-route.ts';

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: '/admin/transactions',
    tag: 'transactions',
    description: 'The ledger, newest first (read-only). `from`/`to` bound createdAt, both inclusive.',
    row: TransactionRow,
    lister: transactionLister,
    sortable: ['createdAt', 'amount', 'status', 'reference'],
    filters: TransactionFilters,
  });
};

export default transactionRoutes;
