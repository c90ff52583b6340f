import type { ServerHooks } from '../../entities/server-hooks.ts';
import { TransactionQuery } from './schemas.ts';
import { transactionLister } from './transactions.ts';

/** The ledger: read-only, listed with each transaction's user, one user's and by time. */
export const hooks: ServerHooks = {
  lister: transactionLister,
  query: TransactionQuery,
  description: "The ledger, newest first (read-only). `userId` keeps one user's; `from`/`to` bound createdAt, both inclusive.",
};
