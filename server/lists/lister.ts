import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, Column, eq, inArray, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { DEFAULT_EXACT_COUNT_LIMIT } from './count.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { ListSelection, PageRequest } from './list-params.ts';
import { createPageReader } from './page-reader.ts';
import { searchCondition, type SearchForm, type SearchSpec } from './search.ts';
import { orderOf, resolveSort, rowsAfter, type ResolvedSort, type SortSpec } from './sort.ts';

export const STREAM_BATCH = 500;

/**
 * How one resource is listed. `rows` selects the row fields (with their joins); `matching` selects
 * just the ids the search and filters keep, joining only what they need (nothing, when they use
 * the listed table's columns and `viaRelated` searches): it is what gets counted. `toApi` shapes a batch.
 */
export interface ListDefinition<Row, Out> {
  rows(db: Db): PgSelect;
  matching(db: Db): PgSelect;
  /** Default order newest first, and the keyset used to stream the whole list. */
  createdAt: AnyColumn;
  id: AnyColumn;
  /** The column clients name records by, when it is not `id` (a coupon's code): `ids` selects by it. */
  key?: AnyColumn;
  sortable: Record<string, SortSpec>;
  searchable: SearchSpec[];
  /** The declared fields `searchable` covers, where it comes from a declaration (server/entities/declared-list.ts). */
  searchNames?: readonly string[];
  filters: Record<string, AnyColumn>;
  /** Inclusive bounds keyed by query parameter, read like filters: `{ from: { column, bound: 'lower' } }`. */
  ranges?: Record<string, RangeBound>;
  toApi(rows: Row[], db: Db): Out[] | Promise<Out[]>;
}

export interface RangeBound {
  column: AnyColumn;
  bound: 'lower' | 'upper';
}

export interface PageMeta {
  total: number;
  page: number;
  perPage: number;
  /** Present (true) when `total` is the planner's estimate: more rows matched than are counted exactly. */
  totalIsEstimate?: true;
  /** Present when more rows follow: pass it back as `cursor` for the next page (keyset, any depth). */
  next?: string;
}

export interface ListPage<Out> {
  data: Out[];
  meta: PageMeta;
}

export interface PageOptions {
  /** Totals above this are estimates (default 10 000). */
  exactCountLimit?: number;
  /** The rows a search's sample reads to tell common matches from rare ones (default 1 000). */
  sampleRows?: number;
}

export function createLister<Row, Out>(def: ListDefinition<Row, Out>) {
  const table = def.id.table as PgTable;
  const newestFirst: ResolvedSort = { ...resolveSort('createdAt', def.createdAt, 'desc', def.id), name: '' };

  /** The declared filters and ranges of a selection (not its search). */
  function filterWhere(selection: ListSelection): SQL | undefined {
    return and(
      selection.ids ? inArray(def.key ?? def.id, selection.ids) : undefined,
      ...Object.entries(selection.filters).map(([key, value]) => {
        const range = def.ranges?.[key];
        if (!range) return eq(def.filters[key], value);
        // The database casts the parameter to the column's type (a timestamp, a number…).
        return range.bound === 'lower' ? sql`${range.column} >= ${value}` : sql`${range.column} <= ${value}`;
      }),
    );
  }

  const searchOf = (selection: ListSelection, form: SearchForm) => (selection.q ? searchCondition(def.searchable, selection.q, form) : undefined);
  const whereOf = (selection: ListSelection) => and(filterWhere(selection), searchOf(selection, 'index'));

  function sortOf(request: PageRequest): ResolvedSort {
    if (!request.sort) return newestFirst;
    const spec = def.sortable[request.sort];
    if (!spec) throw badRequest(`sort must be one of ${Object.keys(def.sortable).join(', ')}`, 'list.sort', { allowed: Object.keys(def.sortable).join(', ') });
    return resolveSort(request.sort, spec, request.order, def.id);
  }

  /** Up to `limit` rows of the selection in this order, after `afterId` when given. */
  const read = (db: Db, where: SQL | undefined, sort: ResolvedSort, limit: number, offset: number, afterId?: string) =>
    def
      .rows(db)
      .where(and(where, afterId ? rowsAfter(sort, table, def.id, afterId) : undefined))
      .orderBy(...orderOf(sort))
      .limit(limit)
      .offset(offset) as unknown as Promise<Row[]>;

  const walkable = def.searchable.every((spec) => typeof spec === 'function' || (is(spec, Column) && spec.table === table));
  const reader = createPageReader<Row>({ rows: def.rows, matching: def.matching, id: def.id, table, filterWhere, searchOf, walkable, read });

  return {
    /** The names `sort` accepts. */
    sortNames: Object.keys(def.sortable),
    /** Whether `q` searches anything. */
    searchable: def.searchable.length > 0,
    /** The declared fields `q` searches, when the list was derived from its declaration. */
    searchNames: def.searchNames,
    /** The query parameters it filters by: equality filters, and bounds. */
    filterNames: Object.keys(def.filters),
    rangeNames: Object.keys(def.ranges ?? {}),

    /**
     * One page with the total matching the search and filters: by `cursor` (keyset: the rows after
     * the cursor's row) or by `page` (see page-reader.ts: the far half read from the end, a deep
     * page's ids from an index-only scan, common searches read row by row in the list's order).
     * `meta.next` continues from this page's last row.
     */
    async page(db: Db, request: PageRequest, options: PageOptions = {}): Promise<ListPage<Out>> {
      const sort = sortOf(request);
      const afterId = request.cursor ? decodeCursor(request.cursor, sort) : undefined;
      const { rows, more, total } = await reader.page(db, request, sort, afterId, {
        ...options,
        exactCountLimit: options.exactCountLimit ?? DEFAULT_EXACT_COUNT_LIMIT,
      });
      const last = rows[rows.length - 1] as { id: string } | undefined;
      const meta: PageMeta = { total: total.total, page: request.page, perPage: request.perPage };
      if (total.totalIsEstimate) meta.totalIsEstimate = true;
      if (more && last && sort.keyset) meta.next = encodeCursor(sort, last.id);
      return { data: await def.toApi(rows, db), meta };
    },

    /** One record shaped like a list row (for writes of records that embed related ones). */
    async one(db: Db, id: string): Promise<Out | undefined> {
      const rows = (await def.rows(db).where(eq(def.id, id))) as Row[];
      return rows.length ? (await def.toApi(rows, db))[0] : undefined;
    },

    /** The newest `limit` records (a dashboard's "recent" table). */
    async latest(db: Db, limit: number): Promise<Out[]> {
      return def.toApi(await read(db, undefined, newestFirst, limit, 0), db);
    },

    /**
     * The whole list, or the rows a search and filters select, newest first (or in `order`) in keyset batches:
     * constant memory and no deep OFFSET, however many rows there are (whole lists, CSV exports).
     */
    async *batches(db: Db, selection: ListSelection = { filters: {} }, order?: Pick<PageRequest, 'sort' | 'order'>): AsyncGenerator<Out[]> {
      const where = whereOf(selection);
      const sort = order?.sort ? sortOf(order as PageRequest) : newestFirst;
      let afterId: string | undefined;
      // A sort over a nullable or joined column has no keyset: its batches go by offset.
      for (let offset = 0; ; offset += STREAM_BATCH) {
        const rows = await read(db, where, sort, STREAM_BATCH, sort.keyset ? 0 : offset, afterId);
        if (rows.length === 0) return;
        yield await def.toApi(rows, db);
        if (rows.length < STREAM_BATCH) return;
        // PGlite runs statements on this thread and settles them without I/O: without a turn of the
        // event loop between batches, a long list would hold up every other request until its end.
        await nextTurn();
        if (sort.keyset) afterId = (rows[rows.length - 1] as { id: string }).id;
      }
    },
  };
}

export type Lister<Out> = ReturnType<typeof createLister<unknown, Out>>;

/** Any resource's lister, whatever its rows and records. */
export type AnyLister = ReturnType<typeof createLister<never, unknown>>;
