import { useListContext, useRecordContext } from 'react-admin';

/** The "#" cell: the row's position across pages (page 2 of 50 starts at 51); blank while these rows are the previous page's. */
export function RowNumber() {
  const record = useRecordContext();
  const { data = [], page, perPage, isPlaceholderData } = useListContext();
  const index = data.findIndex((row) => row.id === record?.id);
  return index < 0 || isPlaceholderData ? null : <>{(page - 1) * perPage + index + 1}</>;
}
