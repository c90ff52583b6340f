import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TProperties, TSchema } from 'typebox';
import { Envelope, errorReplies, Id, StrictObject } from '../schemas/common.ts';
import type { createCrudService } from '../services/crud.ts';
import { registerListRoute } from './list-route.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type CrudService = Pick<ReturnType<typeof createCrudService<never, unknown, unknown>>, 'lister'> & {
  create(adminId: string, input: never): Promise<unknown>;
  update(adminId: string, id: string, input: never): Promise<unknown>;
  remove(adminId: string, id: string): Promise<unknown>;
};

export interface CrudRoutes {
  /** List and create path, e.g. "/packages". */
  path: string;
  /** Update and delete path with `:id`; defaults to `${path}/:id`. */
  itemPath?: string;
  tag: string;
  /** "Package": messages read "Package added successfully". */
  label: string;
  service: CrudService;
  schemas: { row: TSchema; create: TSchema; update: TSchema };
  sortable: readonly string[];
  filters?: TProperties;
  /** The path parameter naming a record; defaults to `{ name: 'id', schema: Id }` (coupons use their code). */
  key?: { name: string; schema: TSchema };
}

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;

/** GET/POST on the collection, PUT/DELETE on an item: the shape every plain entity of spec §7 has. */
export function registerCrudRoutes(app: App, r: CrudRoutes) {
  const key = r.key ?? { name: 'id', schema: Id };
  const itemPath = r.itemPath ?? `${r.path}/:${key.name}`;
  const params = StrictObject({ [key.name]: key.schema });
  const keyOf = (request: { params: unknown }) => (request.params as Record<string, string>)[key.name];
  const tags = [r.tag];
  const one = Envelope(r.schemas.row);

  registerListRoute(app, { path: r.path, tag: r.tag, row: r.schemas.row, lister: r.service.lister, sortable: r.sortable, filters: r.filters });

  app.post(r.path, {
    config: { access: 'signed-in' },
    schema: { tags, body: r.schemas.create, response: { 201: one, 400: e400, 401: e401, 409: e409 } },
  }, async (request, reply) => {
    const data = await r.service.create(request.admin.id, request.body as never);
    return reply.code(201).send({ message: `${r.label} added successfully`, data });
  });

  app.put(itemPath, {
    config: { access: 'signed-in' },
    schema: { tags, params, body: r.schemas.update, response: { 200: one, 400: e400, 401: e401, 404: e404, 409: e409 } },
  }, async (request) => {
    const data = await r.service.update(request.admin.id, keyOf(request), request.body as never);
    return { message: `${r.label} updated successfully`, data };
  });

  app.delete(itemPath, {
    config: { access: 'signed-in' },
    schema: { tags, params, response: { 200: one, 400: e400, 401: e401, 404: e404, 409: e409 } },
  }, async (request) => {
    const data = await r.service.remove(request.admin.id, keyOf(request));
    return { message: `${r.label} deleted successfully`, data };
  });
}
