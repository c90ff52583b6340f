import { Type } from 'typebox';
import { Id, StrictObject } from './common.ts';
import { NamedRow } from './named-entities.ts';

const MaybeName = Type.Union([Type.String(), Type.Null()], { description: 'null when the user gave no name' });

/** A user as embedded in other records (a transaction's `user`). */
export const UserRef = StrictObject({ _id: Id, name: MaybeName, email: Type.String() });

export const UserRow = StrictObject({
  _id: Id,
  name: MaybeName,
  email: Type.String(),
  createdAt: Type.String({ format: 'date-time', description: 'join date' }),
  isPaid: Type.Boolean(),
  package: Type.Union([NamedRow, Type.Null()], { description: 'the package bought, or null' }),
});

export const UserFilters = {
  isPaid: Type.Optional(Type.Boolean()),
  package: Type.Optional(Type.String({ format: 'uuid', description: 'a package id' })),
};
