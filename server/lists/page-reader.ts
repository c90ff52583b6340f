import { and, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { countMatching, plannedTableRows, type Total } from './count.ts';
import type { ListSelection, PageRequest } from './list-params.ts';
import { planPage, type PagePlan } from './page-plan.ts';
import type { SearchForm } from './search.ts';
import { commonSearch, gatheredIds, sampledWhole, sampleSearch, walkIds, type SearchSample } from './search-walk.ts';
import { orderOf, rowsAfter, type ResolvedSort } from './sort.ts';

interface ReaderContext<Row> {
  rows(db: Db): PgSelect;
  matching(db: Db): PgSelect;
  id: AnyColumn;
  table: PgTable;
  filterWhere(selection: ListSelection): SQL | undefined;
  searchOf(selection: ListSelection, form: SearchForm): SQL | undefined;
  /** Whether the search reads only the listed table's own columns (and `viaRelated`): it can then walk the list. */
  walkable: boolean;
  read(db: Db, where: SQL | undefined, sort: ResolvedSort, limit: number, offset: number, afterId?: string): Promise<Row[]>;
}

export interface ReadOptions {
  exactCountLimit: number;
  /** The rows a search's sample reads (default SAMPLE_ROWS). */
  sampleRows?: number;
}

export interface ReadPage<Row> {
  rows: Row[];
  more: boolean;
  total: Total;
}

const reversed = (sort: ResolvedSort): ResolvedSort => ({ ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' });

/**
 * Reads one page so that its cost does not grow with its depth or with how common its search is:
 * - first pages and cursor pages without a search: one statement for the rows (an index range in
 *   the sort's order) beside the capped count;
 * - a page by number: its ids first, from the listed table alone (an index-only scan of the sort's
 *   index, skipping at most half the list: pages in the far half are read from the end), then
 *   those rows with their joins;
 * - a search: read row by row in the list's order while its first rows hold the page (common
 *   matches), otherwise from the trigram indexes (rare matches, a small bitmap); its total is the
 *   matches' share of those first rows times the list's total, or counted when matches are rare.
 */
export function createPageReader<Row>(ctx: ReaderContext<Row>) {
  const tableName = getTableConfig(ctx.table).name;
  /** The total of a selection; a whole big table's is the planner's reckoning, with no row read. */
  const countOf = async (db: Db, where: SQL | undefined, limit: number): Promise<Total> => {
    const planned = where ? undefined : await plannedTableRows(db, tableName, limit);
    return planned ? { total: planned, totalIsEstimate: true } : countMatching(db, () => ctx.matching(db).where(where), limit);
  };

  /** The search's total: counted when the sample saw the whole list, the list is short or matches are rare; else estimated from the sample. */
  async function searchTotal(db: Db, request: PageRequest, sample: SearchSample, limit: number): Promise<Total> {
    const filters = ctx.filterWhere(request);
    if (sampledWhole(sample)) return { total: sample.matched, totalIsEstimate: false };
    const list = await countOf(db, filters, limit);
    // A short list is searched whole, row by row.
    if (!list.totalIsEstimate) return countOf(db, and(filters, ctx.searchOf(request, 'walk')), limit);
    if (commonSearch(sample)) {
      return { total: Math.max(sample.matched, Math.round((sample.matched / sample.examined) * list.total)), totalIsEstimate: true };
    }
    // Rare matches: exactly, from the trigram indexes, up to the limit.
    return countOf(db, and(filters, ctx.searchOf(request, 'index')), limit);
  }

  async function idsOf(db: Db, request: PageRequest, sort: ResolvedSort, plan: PagePlan, sample?: SearchSample, afterId?: string): Promise<string[]> {
    const order = orderOf(plan.reverse ? reversed(sort) : sort);
    const where = and(ctx.filterWhere(request), afterId ? rowsAfter(sort, ctx.table, ctx.id, afterId) : undefined);
    const walkSearch = ctx.searchOf(request, 'walk');
    const walked = walkSearch && sample && (await walkIds(db, ctx.table, where, walkSearch, order, sample, plan.offset, plan.limit));
    if (walked) return walked;
    if (walkSearch && sample) return gatheredIds(db, ctx.table, and(where, ctx.searchOf(request, 'index')), order, plan.offset, plan.limit);
    const query = ctx
      .matching(db)
      .where(and(where, ctx.searchOf(request, 'index')))
      .orderBy(...order)
      .offset(plan.offset)
      .limit(plan.limit);
    return ((await query) as { id: unknown }[]).map((row) => String(row.id));
  }

  const rowsOf = async (db: Db, ids: string[], sort: ResolvedSort) =>
    ids.length
      ? ((await ctx
          .rows(db)
          .where(inArray(ctx.id, ids))
          .orderBy(...orderOf(sort))) as Row[])
      : [];

  const firstRows = (rows: Row[], perPage: number, total: Total): ReadPage<Row> => ({ rows: rows.slice(0, perPage), more: rows.length > perPage, total });

  return {
    async page(db: Db, request: PageRequest, sort: ResolvedSort, afterId: string | undefined, options: ReadOptions): Promise<ReadPage<Row>> {
      const countLimit = options.exactCountLimit;
      const { perPage } = request;
      const filters = ctx.filterWhere(request);
      if (!sort.keyset) {
        // A sort over a joined column: by offset on the joined rows (small lists only).
        const where = and(filters, ctx.searchOf(request, 'index'));
        const offset = (request.page - 1) * perPage;
        const [rows, total] = await Promise.all([ctx.read(db, where, sort, perPage + 1, offset), countOf(db, where, countLimit)]);
        return firstRows(rows, perPage, total);
      }
      if (!request.q && (afterId || request.page === 1)) {
        const [rows, total] = await Promise.all([ctx.read(db, filters, sort, perPage + 1, 0, afterId), countOf(db, filters, countLimit)]);
        return firstRows(rows, perPage, total);
      }
      const walkSearch = ctx.walkable && ctx.searchOf(request, 'walk');
      const sample = walkSearch && (await sampleSearch(db, ctx.table, filters, walkSearch, orderOf(sort), options.sampleRows));
      const total = sample ? await searchTotal(db, request, sample, countLimit) : await countOf(db, and(filters, ctx.searchOf(request, 'index')), countLimit);
      const plan = afterId ? { reverse: false, offset: 0, limit: perPage + 1 } : planPage(request.page, perPage, total);
      const ids = await idsOf(db, request, sort, plan, sample || undefined, afterId);
      if (plan.reverse) return { rows: await rowsOf(db, ids, sort), more: plan.more ?? false, total };
      return { rows: await rowsOf(db, ids.slice(0, perPage), sort), more: ids.length > perPage, total };
    },
  };
}
