import { Type } from 'typebox';
import { Instant } from '../../schemas/dates.ts';

/** Who and when (what and which record are the declaration's filters). */
export const ActivityFilters = {
  adminId: Type.Optional(Type.String({ format: 'uuid' })),
  from: Instant('written at or after this instant'),
  to: Instant('written at or before this instant'),
};
