import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How a search condition is read. `index`: from the trigram indexes (a bitmap of every match, best
 * when matches are rare). `walk`: row by row while the list is read in its sort order (best when
 * matches are common: a page needs a few hundred rows, not a bitmap of a hundred thousand).
 */
export type SearchForm = 'index' | 'walk';

/**
 * What `q` searches: a column of the listed table (`contains`: served by its pg_trgm GIN index, and
 * for two characters by its `search_pairs` index), or a condition built from the search's text
 * (`viaRelated` for joined records).
 */
export type SearchSpec = AnyColumn | ((text: SearchText, form: SearchForm) => SQL);

/** `%q%` with the LIKE wildcards in q taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the text of a search is matched by: `q` itself and its LIKE pattern. */
export interface SearchText {
  q: string;
  pattern: string;
}

/**
 * `column ILIKE '%q%'`. Read from the indexes, a two-character q has no trigram to look up: its rows
 * are those holding the pair in the column's `search_pairs` index (schema/columns.ts), rechecked.
 */
export function contains(column: AnyColumn, text: SearchText, form: SearchForm): SQL {
  const matches = ilike(column, text.pattern);
  if (form === 'walk' || text.q.length !== 2) return matches;
  return sql`(search_pairs(${column}) collate "C" @> array[lower(${text.q})] and ${matches})`;
}

export function searchCondition(specs: SearchSpec[], q: string, form: SearchForm = 'index'): SQL | undefined {
  const text = { q, pattern: containsPattern(q) };
  return or(...specs.map((spec) => (typeof spec === 'function' ? spec(text, form) : contains(spec, text, form))));
}

/**
 * Rows whose foreign key points at a related record matching the pattern (a transaction whose user's
 * name matches). Index form: `fk = any(array(select id from related where … ilike …))`: the array is
 * computed once (an InitPlan, from the related table's trigram indexes) and the listed table is read
 * through its foreign-key index in a bitmap OR'ed with its own columns' trigram indexes (`fk in
 * (select …)` inside an OR cannot be an index condition). Walk form: `(select true … where id = fk
 * and …) is true`, one primary-key lookup per row read, where a long array would be compared element
 * by element. (As `exists (…)` PostgreSQL may hash it instead: reading every related row that
 * matches, which for a 2-letter pattern is the whole related table.)
 */
export const viaRelated =
  (foreignKey: AnyColumn, relatedId: AnyColumn, columns: AnyColumn[], { few = false }: { few?: boolean } = {}) =>
  (text: SearchText, form: SearchForm): SQL => {
    const related = relatedId.table as PgTable;
    const matches = or(...columns.map((c) => contains(c, text, form)));
    // A related table of a few rows (tasks) is best matched once, whole: there `exists` may be hashed.
    if (form === 'walk' && few) return sql`exists (select 1 from ${related} where ${relatedId} = ${foreignKey} and ${matches})`;
    return form === 'walk'
      ? sql`(select true from ${related} where ${relatedId} = ${foreignKey} and ${matches}) is true`
      : sql`${foreignKey} = any(array(select ${relatedId} from ${related} where ${matches}))`;
  };
