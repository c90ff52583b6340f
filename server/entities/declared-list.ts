import { getTableColumns, getTableName, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pagingSorts } from '../../entities/list-sorts.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import type { ListDefinition } from '../lists/lister.ts';
import type { SearchSpec } from '../lists/search.ts';
import type { SortSpec } from '../lists/sort.ts';
import { filterFields } from './field-schemas.ts';
import { columnName } from './field-values.ts';
import { fieldSort } from './list-derivation.ts';

/** A sort the lister orders itself: keys of its own, or an order over the declared column. */
export type OwnSort = SortSpec | ((column: AnyColumn, createdAt: AnyColumn) => SortSpec);

/** What a list's declaration cannot say; everything else is derived from it. */
export interface OwnListParts {
  /** By sort name: an expression (over a nullable column), a column stored under another name (kobo), an order over the declared column. */
  sorts?: Record<string, OwnSort>;
  /** By search field, or by embedded record for all of its search fields (`user` for `user.name` and `user.email`): searches through joined rows. */
  search?: Record<string, SearchSpec>;
  /** By query parameter: equality filters beyond the declared ones (the entity's extra `query`). */
  filters?: Record<string, AnyColumn>;
}

/** Each value of the column newest first: the order of its index `(column, created_at, id)`, which a filter on it reads in the default order. */
export const newestWithin = (column: AnyColumn, createdAt: AnyColumn): SortSpec => ({ by: [column, createdAt] });

/** A column no two rows share: no id breaks ties. */
export const uniqueOrder = (column: AnyColumn): SortSpec => ({ by: [column], unique: true });

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface Derivation {
  declaration: EntityDeclaration;
  columns: Record<string, AnyColumn>;
  /** The column a field is stored in: its `column`, else its name as the table's property (`transaction_id` is `transactionId`). */
  columnOf(source: string): AnyColumn | undefined;
  /** Throws naming the entity and what of it has no column. */
  missing(what: string): never;
}

/**
 * A list's sorts, search and filters, from its declaration: its server sort names (`pagingSorts`,
 * and createdAt), `list.search`, and its filterable fields and choice filters (`filterFields`), each
 * over the column its field is stored in. `own` adds what a declaration cannot say. A name of `own`
 * the declaration lacks, or a declared name with neither a column nor an own part, throws naming it.
 */
export function declaredList(
  declaration: EntityDeclaration,
  table: PgTable,
  own: OwnListParts = {},
): Pick<ListDefinition<never, unknown>, 'sortable' | 'searchable' | 'searchNames' | 'filters'> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const d: Derivation = {
    declaration,
    columns,
    columnOf: (source) => {
      const field = declaration.fields[source];
      return field && (columns[columnName(source, field)] ?? columns[camelCase(source)]);
    },
    missing: (what) => {
      throw new Error(
        `entities/${declaration.name}.ts ${what} has no column in table "${getTableName(table)}": declare the field's \`column\`, or give it in the lister`,
      );
    },
  };
  const filters = Object.fromEntries(
    filterFields(declaration).map((source) => [source, own.filters?.[source] ?? d.columnOf(source) ?? d.missing(`filter "${source}"`)]),
  );
  return { sortable: sortsOf(d, own.sorts ?? {}), ...searchOf(d, own.search ?? {}), filters: { ...filters, ...own.filters } };
}

/** Each server sort name (and createdAt) over its field's column, in the field's order unless the lister gives its own. */
function sortsOf({ declaration, columns, columnOf, missing }: Derivation, own: Record<string, OwnSort>): Record<string, SortSpec> {
  const sourceOf = new Map([...Object.entries(pagingSorts(declaration)).map(([source, name]) => [name, source] as const), ['createdAt', 'createdAt']]);
  const unknown = Object.keys(own).filter((name) => !sourceOf.has(name));
  if (unknown.length)
    throw new Error(`entities/${declaration.name}.ts: the lister sorts by ${unknown.join(', ')}, not among its sorts (${[...sourceOf.keys()].join(', ')})`);
  return Object.fromEntries(
    [...sourceOf].map(([name, source]): [string, SortSpec] => {
      const given = own[name];
      if (given !== undefined && typeof given !== 'function') return [name, given];
      const column = name === 'createdAt' ? columns.createdAt : (columnOf(source) ?? missing(`sort "${name}" (${source})`));
      return [name, given ? given(column, columns.createdAt) : fieldSort(declaration.fields[source] ?? { kind: 'dateTime' }, column, columns.createdAt)];
    }),
  );
}

/** `list.search` in its order: each field's column, or the lister's own search covering it (once for all the fields it covers). */
function searchOf({ declaration, columnOf, missing }: Derivation, own: Record<string, SearchSpec>) {
  const declared = declaration.list.search ?? [];
  const ownKeyOf = new Map<string, string>();
  for (const key of Object.keys(own)) {
    const covered = declared.filter((name) => name === key || name.startsWith(`${key}.`));
    if (!covered.length)
      throw new Error(`entities/${declaration.name}.ts: the lister searches "${key}", which names none of its list.search (${declared.join(', ')})`);
    for (const name of covered) ownKeyOf.set(name, key);
  }
  const searchable = declared.flatMap((name, index): SearchSpec[] => {
    const key = ownKeyOf.get(name);
    if (key === undefined) return [columnOf(name) ?? missing(`search "${name}"`)];
    // An own search covering several fields is searched once, where its first field is.
    return declared.findIndex((other) => ownKeyOf.get(other) === key) === index ? [own[key]] : [];
  });
  return { searchable, searchNames: [...declared] };
}
