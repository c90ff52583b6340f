import type { EntityDeclaration, FieldDeclaration, FieldKind } from './types.ts';

/** Kinds a list sorts by on the server; links, long texts and embedded records are not orderings anyone reads. */
const SORTED_KINDS = new Set<FieldKind>(['text', 'number', 'naira', 'date', 'dateTime', 'paidBadge', 'activeBadge', 'choice', 'yesNo', 'reference']);

/** The list columns the server sorts by under their own names: those of a sorted kind, stored in the record itself. */
export const sortedColumns = (declaration: EntityDeclaration): string[] =>
  declaration.list.columns.filter((source) => {
    const field = declaration.fields[source];
    return !source.includes('.') && field.sortable !== false && SORTED_KINDS.has(field.kind);
  });

/** The field react-admin sorts a column by: a reference by its representation (`user.name`). */
export const sortField = (source: string, field: FieldDeclaration) => (field.kind === 'reference' ? `${source}.${field.display ?? 'name'}` : source);

/** A column's sort field → the server's `sort` name: as declared in `api.paging.sorts`, else each sorted column under its own name. */
export const pagingSorts = (declaration: EntityDeclaration): Record<string, string> =>
  declaration.api.paging?.sorts ??
  Object.fromEntries([...sortedColumns(declaration).map((source) => [sortField(source, declaration.fields[source]), source]), ['createdAt', 'createdAt']]);
