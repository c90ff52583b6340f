import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Key = AnyColumn | SQL;

/**
 * What a sort name orders by: one column or expression, or several (`[status, createdAt]`), all in
 * the request's direction. The record id is appended to break ties, unless the first key is
 * `unique`. A sort whose keys are all non-null columns or expressions of the listed table allows
 * keyset paging; one over a joined or nullable column says `keyset: false` (pages by offset only).
 * Each sort should match an index on exactly its keys (id included), so a page reads only its rows.
 */
export type SortSpec = Key | { by: Key[]; unique?: boolean; keyset?: false };

export interface ResolvedSort {
  name: string;
  order: 'asc' | 'desc';
  keys: Key[];
  keyset: boolean;
}

const isSpecObject = (spec: SortSpec): spec is Exclude<SortSpec, Key> => 'by' in spec && Array.isArray(spec.by);

export function resolveSort(name: string, spec: SortSpec, order: 'asc' | 'desc', id: AnyColumn): ResolvedSort {
  const s = isSpecObject(spec) ? spec : { by: [spec] };
  return { name, order, keys: s.unique ? s.by : [...s.by, id], keyset: s.keyset !== false };
}

export const orderOf = (sort: ResolvedSort): SQL[] => sort.keys.map((key) => (sort.order === 'asc' ? asc(key) : desc(key)));

/**
 * Rows that come after record `afterId` in this order: `(k1, …, id) < ((select k1 … where id = $after), …)`.
 * The scalar subqueries are uncorrelated, so PostgreSQL runs each once (an InitPlan) and the row
 * comparison becomes an index condition: a page 10 000 rows deep costs what the first one does.
 */
export function rowsAfter(sort: ResolvedSort, table: PgTable, id: AnyColumn, afterId: string): SQL {
  const own = sql.join(sort.keys, sql`, `);
  const theirs = sql.join(
    sort.keys.map((key) => sql`(select ${key} from ${table} where ${id} = ${afterId}::uuid)`),
    sql`, `,
  );
  return sort.order === 'asc' ? sql`(${own}) > (${theirs})` : sql`(${own}) < (${theirs})`;
}
