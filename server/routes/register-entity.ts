import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration } from '../../entities/types.ts';
import type { AnyLister } from '../lists/lister.ts';
import { registerListRoute } from './list-route.ts';
import { Envelope, errorReplies, StrictObject } from '../schemas/common.ts';
import { actorOf } from '../writes/write-transaction.ts';
import { createEntityService, type EntityService } from '../entities/entity-service.ts';
import type { ServerHooks } from '../entities/server-hooks.ts';
import { registerEntityExport } from './entity-export.ts';
import { createSchema, filterSchemas, keyParam, rowSchema, updateSchema, VersionInput } from '../entities/field-schemas.ts';
import { Type } from 'typebox';
import { singularLabel } from '../entities/labels.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;

/** `/tasks/` → `/tasks`; `/tasks/task/:id` → `/tasks/task/:code` for a key named `code`. */
const routePath = (path: string, key = 'id') => path.replace(/\/$/, '').replace(':id', `:${key}`);

/**
 * A declaration's routes: GET on its list path (whole or paged), and where it declares them POST
 * on its create path, PUT on its update path and DELETE on its delete path. Schemas, sorts, filters,
 * search and messages come from the declaration; `table` and `hooks` from the server.
 */
export function registerEntity(app: App, declaration: EntityDeclaration, table: PgTable | undefined, hooks: ServerHooks = {}): EntityService | undefined {
  const tags = [declaration.name];
  const read = declaration.access?.read ?? 'read';
  const write = declaration.access?.write ?? 'manage';
  const service = hooks.lister || !table ? undefined : createEntityService(app.db, declaration, table, hooks);
  const lister = (hooks.lister ?? service!.lister) as AnyLister;
  const row = rowSchema(declaration);
  const filters = { ...filterSchemas(declaration), ...hooks.query };
  const key = keyParam(declaration);
  registerEntityExport(app, declaration, lister, filters, read);
  registerListRoute(app, {
    path: routePath(declaration.api.list),
    tag: declaration.name,
    row,
    lister,
    sortable: lister.sortNames,
    filters,
    key: key.schema,
    description: hooks.description,
    capability: read,
    heavy: Boolean(declaration.api.paging),
  });
  if (!service) return undefined;

  const label = singularLabel(declaration);
  const params = StrictObject({ [key.name]: key.schema });
  const keyOf = (request: { params: unknown }) => (request.params as Record<string, string>)[key.name];
  const one = Envelope(row);
  const said = (what: 'created' | 'updated' | 'deleted') => ({ code: `entity.${what}`, params: { entity_key: `resources.${declaration.name}.name` } });
  const { create, update, delete: remove } = declaration.api;

  if (create) {
    app.post(
      routePath(create),
      {
        config: { access: 'signed-in', capability: write },
        schema: { tags, body: createSchema(declaration), response: { 201: one, 400: e400, 401: e401, 409: e409 } },
      },
      async (request, reply) => {
        const data = await service.create(actorOf(request), request.body as Record<string, unknown>);
        return reply.code(201).send({ message: `${label} added successfully`, ...said('created'), data });
      },
    );
  }
  if (update) {
    app.route({
      method: declaration.api.updateMethod ?? 'PUT',
      url: routePath(update, key.name),
      config: { access: 'signed-in', capability: write },
      schema: { tags, params, body: updateSchema(declaration), response: { 200: one, 400: e400, 401: e401, 404: e404, 409: e409 } },
      handler: async (request) => ({
        message: `${label} updated successfully`,
        ...said('updated'),
        data: await service.update(actorOf(request), keyOf(request), request.body as Record<string, unknown>),
      }),
    });
  }
  if (remove) {
    app.delete(
      routePath(remove, key.name),
      {
        config: { access: 'signed-in', capability: write },
        schema: {
          tags,
          params,
          querystring: StrictObject({ version: Type.Optional(VersionInput) }),
          response: { 200: one, 400: e400, 401: e401, 404: e404, 409: e409 },
        },
      },
      async (request) => ({
        message: `${label} deleted successfully`,
        ...said('deleted'),
        data: await service.remove(actorOf(request), keyOf(request), (request.query as { version?: number }).version),
      }),
    );
  }
  return service;
}
