import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserFilters, UserRow } from '../schemas/users.ts';
import { userLister } from '../services/users.ts';
import { registerListRoute } from './list-route.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoute(app, {
    path: '/admin/alluser',
    tag: 'users',
    description: 'Platform users, newest first (read-only).',
    row: UserRow,
    lister: userLister,
    sortable: userLister.sortNames,
    filters: UserFilters,
  });
};

export default userRoutes;
