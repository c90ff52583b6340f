import type { ServerHooks } from '../../entities/server-hooks.ts';
import { activityLister } from './activity.ts';
import { ActivityFilters } from './schemas.ts';

/** The audit log: read-only, listed with each row's admin, by admin and time. */
export const hooks: ServerHooks = {
  lister: activityLister,
  query: ActivityFilters,
  description:
    'Who did what to which record, newest first (keyset `cursor` at any depth), admins only. `from`/`to` bound the time, both inclusive. No route changes or deletes its rows, and the database refuses to.',
};
