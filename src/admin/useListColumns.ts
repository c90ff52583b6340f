import type { ComponentType } from 'react';
import { useListContext } from 'react-admin';
import { pagingSorts } from '@entities/list-sorts.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import { useAllowedRowActions } from '@/authProvider/useCan.ts';
import type { CellProps } from './cells.tsx';
import { schemaColumns } from './schemaColumns.tsx';
import { carriedColumns } from './carriedColumns.ts';

/** The sorts the server takes while it pages the list (a column it cannot sort offers no arrow); none while the console pages it. */
export function useServerSorts(schema: EntityDeclaration): Record<string, string> | undefined {
  const { meta } = useListContext();
  return meta?.serverPaged ? pagingSorts(schema) : undefined;
}

/** A list's columns inside its list context: only the row actions the role may use, only the sorts that sort, only the columns its rows fill. */
export function useListColumns(schema: EntityDeclaration, cells: Partial<Record<string, ComponentType<CellProps>>> = {}) {
  const { data } = useListContext();
  const allowed = useAllowedRowActions(schema);
  return schemaColumns({ ...allowed, list: { ...allowed.list, columns: carriedColumns(schema, allowed.list.columns, data) } }, cells, useServerSorts(schema));
}
