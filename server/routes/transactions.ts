import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies, StrictObject } from '../schemas/common.ts';
import { TransactionFilters, TransactionRow, TransactionSearch } from '../schemas/transactions.ts';
import { toListSelection } from '../services/list/list-params.ts';
import { transactionCsv } from '../services/transaction-export.ts';
import { transactionLister } from '../services/transactions.ts';
import { csvFile, sendCsv } from './csv-reply.ts';
import { registerListRoute } from './list-route.ts';

const filterKeys = Object.keys(TransactionFilters);

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: '/admin/transactions',
    tag: 'transactions',
    description: 'The ledger, newest first (read-only). `from`/`to` bound createdAt, both inclusive.',
    row: TransactionRow,
    lister: transactionLister,
    sortable: transactionLister.sortNames,
    filters: TransactionFilters,
  });

  app.get('/admin/transactions/export', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['transactions'],
      description: 'The transactions the same search and filters as the list select, newest first, as CSV streamed from the database.',
      querystring: StrictObject({ ...TransactionSearch, ...TransactionFilters }),
      response: { 200: csvFile('transactions-export.csv'), 400: errorReplies[400], 401: errorReplies[401] },
    },
  }, async (request, reply) => {
    const selection = toListSelection(request.query, filterKeys);
    await sendCsv(reply, 'transactions-export.csv', transactionCsv(transactionLister.batches(app.db, selection)));
  });
};

export default transactionRoutes;
