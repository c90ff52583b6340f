import { Type } from 'typebox';
import { Instant } from './dates.ts';
import { Id, StrictObject } from './common.ts';

/** One audit row as the activity log shows it. */
export const ActivityRow = StrictObject({
  _id: Id,
  createdAt: Type.String({ format: 'date-time' }),
  action: Type.String({ description: 'create, update, delete, status, bulk-create, review, …' }),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  admin: Type.Union([StrictObject({ _id: Id, name: Type.String(), email: Type.String() }), Type.Null()]),
  details: Type.Unknown({ description: 'what changed, as the server recorded it' }),
});

/** Who, what and when. */
export const ActivityFilters = {
  adminId: Type.Optional(Type.String({ format: 'uuid' })),
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Instant('written at or after this instant'),
  to: Instant('written at or before this instant'),
};
