import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { entities } from '../../entities/index.ts';
import type { Capability } from '../../entities/roles.ts';
import { errorReplies } from '../schemas/common.ts';
import { ListQuery, ListReply, SimpleRestReply } from '../schemas/list.ts';
import type { AnyLister } from '../lists/lister.ts';
import { replyWithList, type PageShape } from './list-reply.ts';
import { fromSimpleRest, speaksSimpleRest } from './simple-rest-query.ts';
import { assertStorable } from '../plugins/validation.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface ListRoute {
  path: string;
  /** The declaration's name (entities/): its id field keys the records of simple-rest answers. */
  tag: string;
  row: TObject;
  lister: AnyLister;
  /** Names accepted by `sort` (the lister maps them to columns). */
  sortable: readonly string[];
  /** Query parameters that filter the list: equality filters and range bounds. */
  filters?: TProperties;
  /** What a record's key looks like (`id` selects records by it); a UUID unless said. */
  key?: TSchema;
  description?: string;
  /** Who may read it (default: every role). */
  capability?: Capability;
  /** Whether the whole list may be big (a heavy request, load-limits.ts); small reference lists are not. */
  heavy: boolean;
}

/**
 * The requests that spoke simple-rest: their query is rewritten into the extension's own parameters
 * before validation, so it no longer says which dialect was spoken.
 */
const simpleRestRequests = new WeakSet<FastifyRequest>();

/** The field a list's records are keyed by: its declaration's id field (`_id`, or `code` for coupons). */
function idFieldOf(r: ListRoute): string {
  const idField = entities.find((declaration) => declaration.name === r.tag)?.idField;
  if (!idField || !(idField in r.row.properties) || 'id' in r.row.properties) {
    throw new Error(`List ${r.path}: no declaration "${r.tag}" whose id field is in its rows (and no field already named id)`);
  }
  return idField;
}

/**
 * A page's two shapes: the extension's envelope `{ data, meta }` with the rows as the contract has
 * them, and react-admin's simple-rest records, a bare array each carrying `id` (its key's value).
 */
function pageShapes(r: ListRoute): Record<'envelope' | 'simpleRest', PageShape> {
  const idField = idFieldOf(r);
  return {
    envelope: { schema: ListReply(r.row), body: (page) => page },
    simpleRest: { schema: SimpleRestReply(r.row, idField), body: (page) => page.data.map((row) => ({ id: row[idField], ...row })) },
  };
}

/**
 * GET on a collection: the whole list streamed (the production contract), or a page (see
 * list-reply.ts) as `{ data, meta }`, or as simple-rest's records when the request spoke simple-rest.
 */
export function registerListRoute(app: App, r: ListRoute) {
  const filterKeys = Object.keys(r.filters ?? {});
  const shapes = pageShapes(r);
  app.get(
    r.path,
    {
      config: { access: 'signed-in', capability: r.capability ?? 'read' },
      schema: {
        tags: [r.tag],
        ...(r.description && { description: r.description }),
        querystring: ListQuery(r.sortable, r.filters, r.key, r.lister.searchable),
        response: { 200: Type.Union([shapes.envelope.schema, shapes.simpleRest.schema]), 400: errorReplies[400], 401: errorReplies[401] },
      },
      preValidation: async (request) => {
        const asked = request.query as Record<string, unknown>;
        if (speaksSimpleRest(asked)) simpleRestRequests.add(request);
        const query = fromSimpleRest(asked);
        assertStorable(query, 'query ');
        request.query = query;
      },
    },
    async (request, reply) => {
      const page = simpleRestRequests.has(request) ? shapes.simpleRest : shapes.envelope;
      await replyWithList(reply, app.db, r.lister, request.query, { filterKeys, name: r.tag, heavy: r.heavy, page });
    },
  );
}
