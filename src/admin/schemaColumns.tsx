import type { ComponentType } from 'react';
import { Translate } from 'react-admin';
import type { CellProps } from './cells.tsx';
import { Beside } from './Beside.tsx';
import { fieldKinds } from './fieldKinds.tsx';
import { fieldLabel } from '@/dataProvider/fieldLabels.ts';
import { FieldLink } from './RecordLink.tsx';
import { RowActions } from './RowActions.tsx';
import { RowNumber } from './RowNumber.tsx';
import type { FieldDeclaration, EntityDeclaration } from '@entities/types.ts';
import { Column } from './Column.tsx';

/**
 * A column's label that the Columns button does not offer: react-admin lists only columns with a
 * source or a text label, and "#", the selection and the actions are not the admin's to hide.
 */
export const fixedLabel = (message: string) => <Translate i18nKey={message} />;

/** The "#" column: the row's position across pages. */
export const rowNumberColumn = () => <Column key="#" label={fixedLabel('app.list.row_number')} disableSort render={() => <RowNumber />} />;

/** The column's name in the table and in react-admin's store of hidden columns: what it sorts by (`package.name`). */
export const columnId = (source: string, field: FieldDeclaration) => fieldKinds[field.kind].sortSource?.(source, field) ?? source;

/** The declaration's columns hidden until the admin shows them, by their column names. */
export const hiddenColumnIds = (schema: EntityDeclaration) => (schema.list.hiddenColumns ?? []).map((source) => columnId(source, schema.fields[source]));

/**
 * One field as a `Column` of its kind (sortable unless the field says not); `Cell` replaces
 * the kind's cell where a screen needs its own (the coupon status toggle).
 */
export function fieldColumn(
  source: string,
  field: FieldDeclaration,
  label: string,
  Cell: ComponentType<CellProps> = fieldKinds[field.kind].Cell,
  serverSorts?: Record<string, string>,
  fields: Record<string, FieldDeclaration> = {},
) {
  const kind = fieldKinds[field.kind];
  const sortSource = columnId(source, field);
  return (
    <Column
      key={source}
      source={sortSource}
      label={label}
      disableSort={field.sortable === false || (serverSorts !== undefined && !(sortSource in serverSorts))}
      align={kind.align}
      render={() => (
        <Beside fields={fields} field={field}>
          <FieldLink source={source} field={field}>
            <Cell source={source} field={field} />
          </FieldLink>
        </Beside>
      )}
    />
  );
}

/**
 * The columns of a schema's table, as `Column` elements (DataTable reads its children's
 * props, so these are elements, not components): "#", the schema's columns, then Actions.
 * `cells` overrides the cell of some sources. While the server pages the list, `serverSorts` (the
 * schema's `api.paging.sorts`) says which columns it can sort; the others don't offer sorting.
 */
export function schemaColumns(schema: EntityDeclaration, cells: Partial<Record<string, ComponentType<CellProps>>> = {}, serverSorts?: Record<string, string>) {
  const { columns, actions } = schema.list;
  return [
    rowNumberColumn(),
    ...columns.map((source) => fieldColumn(source, schema.fields[source], fieldLabel(schema, source), cells[source], serverSorts, schema.fields)),
    ...(actions?.length ? [<Column key="actions" label={fixedLabel('app.list.actions')} disableSort render={() => <RowActions actions={actions} />} />] : []),
  ];
}
