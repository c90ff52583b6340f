import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Totals up to this many rows are exact; above, the planner's estimate (labelled as such). */
export const DEFAULT_EXACT_COUNT_LIMIT = 10_000;

export interface Total {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * The number of matching rows without a full scan on every page: counting stops after `limit + 1`
 * rows (an index range of at most that many entries); past it the answer is PostgreSQL's own row
 * estimate for the same query (`EXPLAIN`, from the table statistics), never below `limit + 1`.
 * `matching` is called twice because Drizzle's dynamic queries are mutable builders.
 */
export async function countMatching(db: Db, matching: () => PgSelect, limit: number): Promise<Total> {
  const [{ n }] = await db.select({ n: count() }).from(
    matching()
      .limit(limit + 1)
      .as('capped'),
  );
  if (n <= limit) return { total: Number(n), totalIsEstimate: false };
  return { total: Math.max(await plannedRows(db, matching()), limit + 1), totalIsEstimate: true };
}

async function plannedRows(db: Db, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0])[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** How long a whole table's reckoned size is reused: it is an estimate, updated by ANALYZE anyway. */
const PLANNED_ROWS_MS = 1_000;
const plannedRowsSeen = new WeakMap<Db, Map<string, { rows: number | undefined; at: number }>>();

/**
 * A whole table's row count as the planner reckons it (`reltuples`, scaled by the table's current
 * size as the planner does): no rows read. Undefined when the table was never analysed or is small
 * enough (within twice `limit`) that an exact count is worth its cost.
 */
export async function plannedTableRows(db: Db, table: string, limit: number): Promise<number | undefined> {
  const seen = plannedRowsSeen.get(db) ?? new Map();
  plannedRowsSeen.set(db, seen);
  let recent = seen.get(table);
  if (!recent || performance.now() - recent.at >= PLANNED_ROWS_MS) {
    recent = { rows: await reckonedRows(db, table), at: performance.now() };
    seen.set(table, recent);
  }
  const { rows } = recent;
  return rows !== undefined && rows > 2 * limit ? rows : undefined;
}

async function reckonedRows(db: Db, table: string): Promise<number | undefined> {
  const result = (await db.execute(sql`
    select case when c.relpages > 0 and c.reltuples >= 0
      then round(c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))
    end as n
    from pg_class c where c.oid = to_regclass(${table})`)) as unknown as { rows: { n: string | number | null }[] };
  const n = result.rows[0]?.n;
  return n == null ? undefined : Number(n);
}
