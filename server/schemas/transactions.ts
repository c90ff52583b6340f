import { Type } from 'typebox';
import { transactionStatuses, transactionTypes } from '../db/schema/index.ts';
import { Id, StrictObject } from './common.ts';
import { DateTimeInput } from './dates.ts';
import { UserRef } from './users.ts';

const Instant = (description: string) => Type.Optional(DateTimeInput({ description }));

export const TransactionRow = StrictObject({
  _id: Id,
  user: UserRef,
  transaction_id: Type.String(),
  reference: Type.String({ description: 'unique' }),
  status: Type.Enum(transactionStatuses),
  amount: Type.Number({ description: 'naira' }),
  transaction_type: Type.Enum(transactionTypes),
  transaction_services: Type.String({ description: 'what it paid for or came from, e.g. "task reward"' }),
  createdAt: Type.String({ format: 'date-time' }),
});

/** `q` of the list: reference, transaction id, or the user's name or email, any part of it. */
export const TransactionSearch = { q: Type.Optional(Type.String({ maxLength: 200 })) };

export const TransactionFilters = {
  status: Type.Optional(Type.Enum(transactionStatuses)),
  transaction_type: Type.Optional(Type.Enum(transactionTypes)),
  transaction_services: Type.Optional(Type.String({ maxLength: 200 })),
  from: Instant('created at or after this instant'),
  to: Instant('created at or before this instant'),
};
