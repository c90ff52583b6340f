import type { ComponentType } from 'react';
import { DataTable } from 'react-admin';
import type { CellProps } from './cells.tsx';
import { fieldKinds } from './fieldKinds.tsx';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import { RecordLink } from './RecordLink.tsx';
import { RowActions } from './RowActions.tsx';
import { RowNumber } from './RowNumber.tsx';
import type { FieldDeclaration, EntityDeclaration } from '@entities/types.ts';

/** The "#" column: the row's position across pages. */
export const rowNumberColumn = () => <DataTable.Col key="#" label="app.list.row_number" disableSort render={() => <RowNumber />} />;

/**
 * One field as a `DataTable.Col` of its kind (sortable unless the field says not); `Cell` replaces
 * the kind's cell where a screen needs its own (the coupon status toggle).
 */
export function fieldColumn(
  source: string,
  field: FieldDeclaration,
  label: string,
  Cell: ComponentType<CellProps> = fieldKinds[field.kind].Cell,
  serverSorts?: Record<string, string>,
) {
  const kind = fieldKinds[field.kind];
  const sortSource = kind.sortSource?.(source, field) ?? source;
  return (
    <DataTable.Col
      key={source}
      source={sortSource}
      label={label}
      disableSort={field.sortable === false || (serverSorts !== undefined && !(sortSource in serverSorts))}
      align={kind.align}
      render={() =>
        field.link ? (
          <RecordLink link={field.link}>
            <Cell source={source} field={field} />
          </RecordLink>
        ) : (
          <Cell source={source} field={field} />
        )
      }
    />
  );
}

/**
 * The columns of a schema's table, as `DataTable.Col` elements (DataTable reads its children's
 * props, so these are elements, not components): "#", the schema's columns, then Actions.
 * `cells` overrides the cell of some sources. While the server pages the list, `serverSorts` (the
 * schema's `api.paging.sorts`) says which columns it can sort; the others don't offer sorting.
 */
export function schemaColumns(
  schema: EntityDeclaration,
  cells: Partial<Record<string, ComponentType<CellProps>>> = {},
  serverSorts?: Record<string, string>,
) {
  const { columns, actions } = schema.list;
  return [
    rowNumberColumn(),
    ...columns.map((source) => fieldColumn(source, schema.fields[source], fieldLabel(schema, source), cells[source], serverSorts)),
    ...(actions?.length
      ? [<DataTable.Col key="actions" label="app.list.actions" disableSort render={() => <RowActions actions={actions} />} />]
      : []),
  ];
}
