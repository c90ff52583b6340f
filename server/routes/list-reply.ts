import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { jsonListChunks } from '../services/list/json-stream.ts';
import { toListRequest } from '../services/list/list-params.ts';
import type { createLister } from '../services/list/lister.ts';

/** Present (`true`) when a paged answer's total, in `Content-Range` and `meta.total`, is an estimate. */
export const TOTAL_IS_ESTIMATE_HEADER = 'X-Total-Is-Estimate';

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
  name = 'items',
  /** A whole list that may be big (declared paged); a small reference list is never queued behind exports. */
  heavy = true,
) {
  const settings = reply.server.listSettings;
  const request = settings.paging ? toListRequest(query, filterKeys) : { mode: 'all' as const };
  if (request.mode === 'all') {
    const chunks = jsonListChunks(lister.batches(db));
    const body = heavy ? (await reply.server.admitHeavy(reply))(chunks) : Readable.from(chunks, { objectMode: false });
    await reply.type('application/json; charset=utf-8').send(body);
  } else {
    const page = await lister.page(db, request, { exactCountLimit: settings.exactCountLimit });
    const from = (page.meta.page - 1) * page.meta.perPage;
    // react-admin's simple-rest dialect reads the total from Content-Range; an estimate says so beside it.
    const rows = page.data.length ? `${from}-${from + page.data.length - 1}` : '*';
    reply.header('Content-Range', `${name} ${rows}/${page.meta.total}`);
    if (page.meta.totalIsEstimate) reply.header(TOTAL_IS_ESTIMATE_HEADER, 'true');
    await reply.send(page);
  }
}
