import { useMemo } from 'react';
import { DataTable, type DataTableProps } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { ListEmpty } from './ListStates.tsx';
import { schemaTableSx } from './listStyles.ts';
import { hiddenColumnIds } from './schemaColumns.tsx';

/**
 * A declaration's table: react-admin's DataTable, striped, without row click or bulk actions unless
 * the screen asks, "no records" with Clear filters, and the declaration's `hiddenColumns` left out
 * until the admin shows them with the header's Columns button, whose choice react-admin keeps per
 * list (`<name>.datatable` in its store, in localStorage).
 */
export function SchemaTable({ schema, ...props }: DataTableProps & { schema: EntityDeclaration }) {
  const hiddenColumns = useMemo(() => hiddenColumnIds(schema), [schema]);
  return <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty />} sx={schemaTableSx} hiddenColumns={hiddenColumns} {...props} />;
}
