import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NamedCreate, NamedRow, NamedUpdate } from '../schemas/named-entities.ts';
import {
  createNamedEntityService,
  engagementTypeEntity,
  socialPlatformEntity,
  type NamedEntity,
} from '../services/named-entities.ts';
import { registerCrudRoutes } from './crud-routes.ts';

/** The routes of a record that is only a name: engagement types and social platforms share them. */
const namedEntityRoutes =
  (path: string, tag: string, named: NamedEntity): FastifyPluginAsyncTypebox =>
  async (app) => {
    registerCrudRoutes(app, {
      path,
      tag,
      label: named.label,
      service: createNamedEntityService(app.db, named),
      schemas: { row: NamedRow, create: NamedCreate, update: NamedUpdate },
      sortable: ['name', 'createdAt'],
    });
  };

export const engagementTypeRoutes = namedEntityRoutes('/engagement-types', 'engagement-types', engagementTypeEntity);
export const socialPlatformRoutes = namedEntityRoutes('/social-platform', 'social-platforms', socialPlatformEntity);
