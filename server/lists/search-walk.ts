import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The rows, in the list's order, whose matches tell a common search from a rare one (about 10 ms at
 * 1,000,000 rows: each row read is a random heap fetch plus the search's own lookups).
 */
export const SAMPLE_ROWS = 1_000;
/** A search is common when at least this share of the sample matches: a page of 50 within about 1,000 rows. */
const COMMON_SHARE = 0.05;
/** The most rows a page of a common search reads row by row; beyond, it is read from the indexes. */
export const WALK_MAX_ROWS = 20_000;

type Rows = { rows: Record<string, unknown>[] };

const orderBy = (order: SQL[]) => sql`order by ${sql.join(order, sql`, `)}`;

/** The table's rows under `where`, then `tail` (an order and limit, or a fence), under the table's own name. */
const derived = (table: PgTable, where: SQL | undefined, tail: SQL) => sql`(select * from ${table} ${where ? sql`where ${where}` : sql``} ${tail}) as ${table}`;

/** The first `rows` rows of the list in this order. */
const firstRows = (table: PgTable, where: SQL | undefined, order: SQL[], rows: number) => derived(table, where, sql`${orderBy(order)} limit ${rows}`);

export interface SearchSample {
  /** The rows the sample would read: fewer examined means it saw the whole list. */
  size: number;
  examined: number;
  matched: number;
}

/** How many of the first `size` rows in this order match. */
export async function sampleSearch(db: Db, table: PgTable, where: SQL | undefined, search: SQL, order: SQL[], size = SAMPLE_ROWS): Promise<SearchSample> {
  const result = (await db.execute(
    sql`select count(*)::int as examined, (count(*) filter (where ${search}))::int as matched from ${firstRows(table, where, order, size)}`,
  )) as unknown as Rows;
  const row = result.rows[0];
  return { size, examined: Number(row.examined), matched: Number(row.matched) };
}

/** Whether the sample saw every row of the list. */
export const sampledWhole = (sample: SearchSample) => sample.examined < sample.size;

/** Whether matches are common enough to read row by row. */
export const commonSearch = (sample: SearchSample) => sample.matched > 0 && sample.matched >= sample.examined * COMMON_SHARE;

/**
 * The ids of matches `offset` to `offset + limit`, read row by row in the list's order, when the
 * sample's share of matches says they lie within WALK_MAX_ROWS rows; undefined otherwise, or when
 * the rows read held fewer (the caller then reads the search from the trigram indexes).
 */
export async function walkIds(db: Db, table: PgTable, where: SQL | undefined, search: SQL, order: SQL[], sample: SearchSample, offset: number, limit: number) {
  const expectedRows = Math.ceil((((offset + limit) * sample.examined) / Math.max(sample.matched, 1)) * 1.5);
  if (!commonSearch(sample) || expectedRows > WALK_MAX_ROWS) return undefined;
  const result = (await db.execute(
    sql`select id from ${firstRows(table, where, order, expectedRows)} where ${search} ${orderBy(order)} limit ${limit} offset ${offset}`,
  )) as unknown as Rows;
  return result.rows.length === limit ? result.rows.map((row) => String(row.id)) : undefined;
}

/**
 * The ids of a rare search's page read from the trigram indexes: its matches gathered first (a
 * bitmap of the few there are), then ordered. The `offset 0` fence keeps PostgreSQL from walking the
 * sort's index instead and testing each row against the matching related ids one by one.
 */
export async function gatheredIds(db: Db, table: PgTable, where: SQL | undefined, order: SQL[], offset: number, limit: number) {
  const result = (await db.execute(
    sql`select id from ${derived(table, where, sql`offset 0`)} ${orderBy(order)} limit ${limit} offset ${offset}`,
  )) as unknown as Rows;
  return result.rows.map((row) => String(row.id));
}
