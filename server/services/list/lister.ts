import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { ListRequest } from './list-params.ts';

const STREAM_BATCH = 1000;

/**
 * How one resource is listed. `rows` selects the row fields and `count` the number of rows, both
 * from the same joins (so search and filters can use joined columns); `toApi` shapes a batch.
 */
export interface ListDefinition<Row, Out> {
  rows(db: Db): PgSelect;
  count(db: Db): PgSelect;
  /** Default order newest first, and the keyset used to stream the whole list. */
  createdAt: AnyColumn;
  id: AnyColumn;
  sortable: Record<string, AnyColumn | SQL>;
  searchable: (AnyColumn | SQL)[];
  filters: Record<string, AnyColumn>;
  /** Inclusive bounds keyed by query parameter, read like filters: `{ from: { column, bound: 'lower' } }`. */
  ranges?: Record<string, RangeBound>;
  toApi(rows: Row[], db: Db): Out[] | Promise<Out[]>;
}

export interface RangeBound {
  column: AnyColumn;
  bound: 'lower' | 'upper';
}

export interface ListPage<Out> {
  data: Out[];
  meta: { total: number; page: number; perPage: number };
}

export function createLister<Row, Out>(def: ListDefinition<Row, Out>) {
  const newestFirst = [desc(def.createdAt), desc(def.id)];

  function whereOf(request: Extract<ListRequest, { mode: 'page' }>): SQL | undefined {
    const conditions: (SQL | undefined)[] = Object.entries(request.filters).map(([key, value]) => {
      const range = def.ranges?.[key];
      if (!range) return eq(def.filters[key], value);
      // The database casts the parameter to the column's type (a timestamp, a number…).
      return range.bound === 'lower' ? sql`${range.column} >= ${value}` : sql`${range.column} <= ${value}`;
    });
    if (request.q) {
      const pattern = `%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(...def.searchable.map((column) => ilike(column, pattern))));
    }
    return and(...conditions);
  }

  function orderOf(request: Extract<ListRequest, { mode: 'page' }>): SQL[] {
    if (!request.sort) return newestFirst;
    const column = def.sortable[request.sort];
    if (!column) throw badRequest(`sort must be one of ${Object.keys(def.sortable).join(', ')}`);
    const direction = request.order === 'asc' ? asc : desc;
    return [direction(column), direction(def.id)];
  }

  return {
    /** One page with the total matching the search and filters. */
    async page(db: Db, request: Extract<ListRequest, { mode: 'page' }>): Promise<ListPage<Out>> {
      const where = whereOf(request);
      const [rows, [{ n }]] = await Promise.all([
        def
          .rows(db)
          .where(where)
          .orderBy(...orderOf(request))
          .limit(request.perPage)
          .offset((request.page - 1) * request.perPage) as unknown as Promise<Row[]>,
        def.count(db).where(where) as unknown as Promise<{ n: number }[]>,
      ]);
      return { data: await def.toApi(rows, db), meta: { total: Number(n), page: request.page, perPage: request.perPage } };
    },

    /** One record shaped like a list row (for writes of records that embed related ones). */
    async one(db: Db, id: string): Promise<Out | undefined> {
      const rows = (await def.rows(db).where(eq(def.id, id))) as Row[];
      return rows.length ? (await def.toApi(rows, db))[0] : undefined;
    },

    /** The newest `limit` records (a dashboard's "recent" table). */
    async latest(db: Db, limit: number): Promise<Out[]> {
      const rows = (await def.rows(db).orderBy(...newestFirst).limit(limit)) as Row[];
      return def.toApi(rows, db);
    },

    /** The whole list newest first, in keyset batches (constant memory, no deep OFFSET). */
    async *batches(db: Db): AsyncGenerator<Out[]> {
      let after: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const keyset = after ? sql`(${def.createdAt}, ${def.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;
        const rows = (await def.rows(db).where(keyset).orderBy(...newestFirst).limit(STREAM_BATCH)) as Row[];
        if (rows.length === 0) return;
        yield await def.toApi(rows, db);
        if (rows.length < STREAM_BATCH) return;
        const last = rows[rows.length - 1] as { createdAt: Date; id: string };
        after = { createdAt: last.createdAt, id: last.id };
      }
    },
  };
}

export type Lister<Out> = ReturnType<typeof createLister<unknown, Out>>;
