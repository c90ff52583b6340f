import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PackageCreate, PackageRow, PackageUpdate } from '../schemas/packages.ts';
import { createPackageService } from '../services/packages.ts';
import { registerCrudRoutes } from './crud-routes.ts';

const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/packages',
    tag: 'packages',
    label: 'Package',
    service: createPackageService(app.db),
    schemas: { row: PackageRow, create: PackageCreate, update: PackageUpdate },
    sortable: ['name', 'price', 'referalpoint', 'createdAt'],
  });
};

export default packageRoutes;
