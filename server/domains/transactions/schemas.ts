import { Type } from 'typebox';
import transactions from '../../../entities/transactions.ts';
import { filterSchemas, rowSchema } from '../../entities/field-schemas.ts';
import { Instant } from '../../schemas/dates.ts';

/** A ledger row as answers show it (from its declaration). */
export const TransactionRow = rowSchema(transactions);

/** `q` of the list: reference, transaction id, or the user's name or email, any part of it. */
export const TransactionSearch = { q: Type.Optional(Type.String({ maxLength: 200 })) };

/** One user's transactions, and inclusive bounds on createdAt, beyond the declared filters. */
export const TransactionQuery = {
  userId: Type.Optional(Type.String({ format: 'uuid', description: "a user's id: only their transactions" })),
  from: Instant('created at or after this instant'),
  to: Instant('created at or before this instant'),
};

export const TransactionFilters = { ...filterSchemas(transactions), ...TransactionQuery };
