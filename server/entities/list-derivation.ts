import { sql, type AnyColumn } from 'drizzle-orm';
import { sortedColumns } from '../../entities/list-sorts.ts';
import { BOOLEAN_KINDS, type EntityDeclaration, type FieldDeclaration } from '../../entities/types.ts';
import type { SearchSpec } from '../lists/search.ts';
import type { SortSpec } from '../lists/sort.ts';
import { referenceSearch, referenceSorts, type ReferenceJoin } from './reference-joins.ts';

/**
 * The server's sorts: every sorted list column stored in the table, plus `createdAt`. A unique text sorts
 * alone (ignoring case when its uniqueness does); a yes/no column sorts newest first within each
 * value. Each needs its index on exactly these keys (see server/lists/sort.ts).
 */
export function derivedSorts(
  declaration: EntityDeclaration,
  mapped: Record<string, AnyColumn>,
  columns: Record<string, AnyColumn>,
  joins: ReferenceJoin[] = [],
) {
  const sorts: Record<string, SortSpec> = referenceSorts(joins, sortedColumns(declaration));
  for (const source of sortedColumns(declaration)) {
    const field = declaration.fields[source];
    const column = mapped[source];
    if (!column || sorts[source] || field.kind === 'reference') continue;
    sorts[source] = fieldSort(field, column, columns.createdAt);
  }
  sorts.createdAt = columns.createdAt;
  return sorts;
}

/** How a field's column sorts: a unique text alone (ignoring case when its uniqueness does), a yes/no column newest first within each value, any other by itself. */
export function fieldSort(field: FieldDeclaration, column: AnyColumn, createdAt: AnyColumn): SortSpec {
  if (field.unique) return { by: [field.unique === 'ignoreCase' ? sql`lower(${column})` : column], unique: true };
  if (BOOLEAN_KINDS.has(field.kind)) return { by: [column, createdAt] };
  return column;
}

/** What `q` searches: the declared search fields stored in the table; a reference searches its target's representation. */
export const derivedSearch = (declaration: EntityDeclaration, mapped: Record<string, AnyColumn>, joins: ReferenceJoin[] = []): SearchSpec[] =>
  (declaration.list.search ?? []).flatMap((source): SearchSpec[] => {
    const join = joins.find((j) => j.source === source);
    if (join) return [referenceSearch(join)];
    return mapped[source] ? [mapped[source]] : [];
  });
