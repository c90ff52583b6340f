import type { EntityDeclaration } from '@entities/types.ts';

/**
 * The columns a list's rows can fill: a field declared `extension` (the production backend's rows
 * lack it) keeps its column only once a row carries it, so that a server without it shows no
 * column of empty cells.
 */
export function carriedColumns(schema: EntityDeclaration, columns: readonly string[], rows: readonly object[] | undefined): string[] {
  return columns.filter((source) => !schema.fields[source]?.extension || rows?.some((row) => source.split('.')[0] in row));
}
