import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import type { Db } from '../db/client.ts';
import { jsonListChunks } from '../lists/json-stream.ts';
import { toListRequest } from '../lists/list-params.ts';
import type { AnyLister, ListPage } from '../lists/lister.ts';

/** Present (`true`) when a paged answer's total, in `Content-Range` and `meta.total`, is an estimate. */
export const TOTAL_IS_ESTIMATE_HEADER = 'X-Total-Is-Estimate';

/** How a page is written: its body made from the page, and the schema serializing that body. */
export interface PageShape {
  schema: TSchema;
  body(page: ListPage<Record<string, unknown>>): unknown;
}

export interface ListReplyOptions {
  /** Query parameters that filter the list. */
  filterKeys: readonly string[];
  /** The resource named in `Content-Range`. */
  name: string;
  /** A whole list that may be big (declared paged); a small reference list is never queued behind exports. */
  heavy: boolean;
  /** The shape of a page for this request (the extension's envelope, or simple-rest's records). */
  page: PageShape;
}

/**
 * Streams the whole list, or answers one page in the shape the request's dialect reads, depending
 * on the query. With the paging extension switched off (`LIST_PAGING=off`) every list is whole,
 * whatever is asked, as the production backend answers.
 */
export async function replyWithList(reply: FastifyReply, db: Db, lister: AnyLister, query: Record<string, unknown>, options: ListReplyOptions) {
  const settings = reply.server.listSettings;
  const request = settings.paging ? toListRequest(query, options.filterKeys) : { mode: 'all' as const };
  if (request.mode === 'all') {
    const chunks = jsonListChunks(cutRows(lister.batches(db), reply.request.contractRow));
    const body = options.heavy ? (await reply.server.admitHeavy(reply))(chunks) : Readable.from(chunks, { objectMode: false });
    await reply.type('application/json; charset=utf-8').send(body);
  } else {
    const page = (await lister.page(db, request, { exactCountLimit: settings.exactCountLimit })) as ListPage<Record<string, unknown>>;
    const from = (page.meta.page - 1) * page.meta.perPage;
    // react-admin's simple-rest dialect reads the total from Content-Range; an estimate says so beside it.
    const rows = page.data.length ? `${from}-${from + page.data.length - 1}` : '*';
    reply.header('Content-Range', `${options.name} ${rows}/${page.meta.total}`);
    if (page.meta.totalIsEstimate) reply.header(TOTAL_IS_ESTIMATE_HEADER, 'true');
    // Serialized by the shape's own schema (compiled once per route), not by the route's 200 schema,
    // the union of both shapes. Fastify's types take only plain objects; a TypeBox schema and an array serialize as well.
    const serialize = reply.compileSerializationSchema(options.page.schema as Record<string, unknown>) as (body: unknown) => string;
    await reply.type('application/json; charset=utf-8').send(serialize(options.page.body(page)));
  }
}

/** Each row as the production backend shows it, when this server stands in for it (plugins/contract-only.ts). */
async function* cutRows(batches: AsyncIterable<unknown[]>, cut: ((row: unknown) => unknown) | null | undefined) {
  for await (const rows of batches) yield cut ? rows.map(cut) : rows;
}
