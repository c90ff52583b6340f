import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TProperties, TSchema } from 'typebox';
import type { Capability } from '../../entities/roles.ts';
import { errorReplies } from '../schemas/common.ts';
import { ListQuery, ListReply } from '../schemas/list.ts';
import { replyWithList, type AnyLister } from './list-reply.ts';
import { fromSimpleRest } from './simple-rest-query.ts';
import { assertStorable } from '../plugins/validation.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface ListRoute {
  path: string;
  tag: string;
  row: TSchema;
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

/** GET on a collection: the whole list streamed, or a page with `meta` (see list-reply.ts). */
export function registerListRoute(app: App, r: ListRoute) {
  const filterKeys = Object.keys(r.filters ?? {});
  app.get(r.path, {
    config: { access: 'signed-in', capability: r.capability ?? 'read' },
    schema: {
      tags: [r.tag],
      ...(r.description && { description: r.description }),
      querystring: ListQuery(r.sortable, r.filters, r.key, r.lister.searchable),
      response: { 200: ListReply(r.row), 400: errorReplies[400], 401: errorReplies[401] },
    },
    preValidation: async (request) => {
      const query = fromSimpleRest(request.query as Record<string, unknown>);
      assertStorable(query, 'query ');
      request.query = query;
    },
  }, async (request, reply) => {
    await replyWithList(reply, app.db, r.lister, request.query, filterKeys, r.tag, r.heavy);
  });
}
