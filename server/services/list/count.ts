import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

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
  const [{ n }] = await db.select({ n: count() }).from(matching().limit(limit + 1).as('capped'));
  if (n <= limit) return { total: Number(n), totalIsEstimate: false };
  return { total: Math.max(await plannedRows(db, matching()), limit + 1), totalIsEstimate: true };
}

async function plannedRows(db: Db, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0])[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}
