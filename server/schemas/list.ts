import { Type, type TObject, type TOptional, type TString, type TProperties, type TSchema } from 'typebox';
import { MAX_PER_PAGE } from '../lists/list-params.ts';
import { StrictObject } from './common.ts';

/**
 * Query string of a list: none of these for the whole list (the production contract), any of them
 * for the paging extension. `filters` are equality filters (e.g. `status`).
 */
/** A list's query; `q` only where the list has something to search (elsewhere it would be silently ignored). */
export const ListQuery = (sortable: readonly string[], filters: TProperties = {}, key: TSchema = Type.String({ format: 'uuid' }), searchable = true) =>
  StrictObject({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE })),
    sort: Type.Optional(
      Type.Union([
        ...sortable.map((s) => Type.Literal(s)),
        Type.String({ pattern: '^\\[', maxLength: 200, description: 'simple-rest: `["field","ASC"|"DESC"]`' }),
      ]),
    ),
    range: Type.Optional(
      Type.String({
        maxLength: 100,
        description: `simple-rest: \`[from,to]\`, at most ${MAX_PER_PAGE} rows, from a multiple of their number; answered with \`Content-Range\``,
      }),
    ),
    filter: Type.Optional(Type.String({ maxLength: 8000, description: 'simple-rest: the filters, `q` and `id` (an array of keys) as one JSON object' })),
    id: Type.Optional(Type.Array(key, { maxItems: MAX_PER_PAGE, description: 'only the records with these keys' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    ...((searchable ? { q: Type.Optional(Type.String({ maxLength: 200 })) } : {}) as { q: TOptional<TString> }),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: "a previous page's `meta.next`: the rows after its last one (keyset paging)" })),
    ...filters,
  });

const PageMeta = StrictObject({
  total: Type.Integer(),
  page: Type.Integer(),
  perPage: Type.Integer(),
  totalIsEstimate: Type.Optional(Type.Literal(true, { description: "present when `total` is the database's estimate (over 10 000 matches)" })),
  next: Type.Optional(Type.String({ description: 'present when more rows follow: send it as `cursor` for the next page' })),
});

export const ListReply = <T extends TSchema>(row: T) => Type.Object({ data: Type.Array(row), meta: Type.Optional(PageMeta) });

/**
 * A page in react-admin's simple-rest dialect: the records are the body (the total is in
 * `Content-Range`), each one also carrying `id`, the same value as its key field (`_id`, or a
 * coupon's `code`), as react-admin reads records by `id`.
 */
export const SimpleRestReply = (row: TObject, idField: string) =>
  Type.Array(StrictObject({ id: row.properties[idField], ...row.properties }), {
    description: 'simple-rest (`range`, `filter` or a JSON `sort` asked): the records, each with `id`; the total in `Content-Range`',
  });
