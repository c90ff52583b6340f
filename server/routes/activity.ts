import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityFilters, ActivityRow } from '../schemas/activity.ts';
import { activityLister } from '../services/activity.ts';
import { registerListRoute } from './list-route.ts';

/** The audit log, read-only for admins: no route changes or deletes its rows, and the database refuses to. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: '/admin/activity',
    tag: 'activity',
    row: ActivityRow,
    lister: activityLister,
    sortable: activityLister.sortNames,
    filters: ActivityFilters,
    capability: 'team',
    description: 'Who did what to which record, newest first (keyset `cursor` at any depth). `from`/`to` bound the time, both inclusive.',
  });
};

export default activityRoutes;
