import type { TObject } from 'typebox';
import transactions from '../../../entities/transactions.ts';
import users from '../../../entities/users.ts';
import { rowSchema } from '../../entities/field-schemas.ts';

/** A platform user as the users list shows it (from its declaration). */
export const UserRow = rowSchema(users);

/** A user as embedded in other records (a transaction's `user`). */
export const UserRef = rowSchema(transactions).properties.user as TObject;
