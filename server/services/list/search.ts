import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * What `q` searches: a column or expression of the listed table (`ILIKE '%q%'`, served by its
 * pg_trgm GIN index), or a condition built from the pattern (`viaRelated` for joined records).
 */
export type SearchSpec = AnyColumn | SQL | ((pattern: string) => SQL);

/** `%q%` with the LIKE wildcards in q taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchCondition(specs: SearchSpec[], q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(...specs.map((spec) => (typeof spec === 'function' ? spec(pattern) : ilike(spec, pattern))));
}

/**
 * Rows whose foreign key points at a related record matching the pattern (a transaction whose user's
 * name matches): `fk = any(array(select id from related where … ilike …))`. The array is computed
 * once (an InitPlan, from the related table's trigram indexes), and the listed table is read through
 * its foreign-key index in a bitmap OR'ed with its own columns' trigram indexes. (`fk in (select …)`
 * inside an OR cannot be an index condition: PostgreSQL would scan the whole table to count.)
 */
export const viaRelated =
  (foreignKey: AnyColumn, relatedId: AnyColumn, columns: AnyColumn[]) =>
  (pattern: string): SQL =>
    sql`${foreignKey} = any(array(select ${relatedId} from ${relatedId.table as PgTable} where ${or(...columns.map((c) => ilike(c, pattern)))}))`;
