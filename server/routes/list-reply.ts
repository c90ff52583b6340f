import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { jsonListStream } from '../services/list/json-stream.ts';
import { toListRequest } from '../services/list/list-params.ts';
import type { createLister } from '../services/list/lister.ts';

export type AnyLister = ReturnType<typeof createLister<never, unknown>>;

/**
 * Streams the whole list, or answers one page with `meta`, depending on the query. With the paging
 * extension switched off (`LIST_PAGING=off`) every list is whole, whatever is asked, as the
 * production backend answers.
 */
export async function replyWithList(
  reply: FastifyReply,
  db: Db,
  lister: AnyLister,
  query: Record<string, unknown>,
  filterKeys: readonly string[] = [],
) {
  const settings = reply.server.listSettings;
  const request = settings.paging ? toListRequest(query, filterKeys) : { mode: 'all' as const };
  if (request.mode === 'all') {
    await reply.server.admitHeavy(reply);
    await reply.type('application/json; charset=utf-8').send(jsonListStream(lister.batches(db)));
  } else {
    await reply.send(await lister.page(db, request, { exactCountLimit: settings.exactCountLimit }));
  }
}
