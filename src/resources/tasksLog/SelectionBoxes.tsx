import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';

/**
 * The selection's checkboxes, named on their inputs (react-admin's own row checkbox puts its name
 * on the wrapper, where assistive technology does not read it).
 */
export function SelectRowBox() {
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
    />
  );
}

/** Selects every row of this page, or none. */
export function SelectPageBox() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const pageIds = data.map((record) => record.id);
  const selectedHere = pageIds.filter((id) => selectedIds.includes(id)).length;
  const all = pageIds.length > 0 && selectedHere === pageIds.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={selectedHere > 0 && !all}
      onChange={() => (all ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...pageIds])]))}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
    />
  );
}
