import { type SxProps, Tab, Tabs, type Theme } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { tableSx } from '@/admin/listStyles.ts';
import { schemaColumns } from '@/admin/schemaColumns.tsx';
import schema from '@entities/tasksLog.ts';
import { TaskLogReviewButtons } from './TaskLogReviewButtons.tsx';

export const TASK_LOG_STATUSES = ['pending', 'confirmed', 'rejected'] as const;

const columns = schemaColumns(schema);
/** Nine columns: tighter cell padding keeps the review buttons on screen at 1280 px. */
// Nine columns must fit beside the sidebar at 1280 px, so the review buttons need no sideways scroll:
// tighter cells, and long emails wrap instead of widening the table.
const compactTableSx = {
  ...tableSx,
  '& .MuiTableCell-root': { fontSize: 14, px: 1 },
  '& td[class*="column-userId.email"]': { maxWidth: 170, overflowWrap: 'anywhere' },
} as SxProps<Theme>;
const reviewColumn = (
  <DataTable.Col key="actions" label="app.list.actions" disableSort render={() => <TaskLogReviewButtons />} />
);

/**
 * The pending / confirmed / rejected tabs over the list. The tab is the list's `status` filter, so
 * it lives in the URL and a reload keeps it; switching goes back to page 1. Only pending rows can
 * be reviewed, so only that tab has the Actions column.
 */
export function TaskLogTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const status = TASK_LOG_STATUSES.find((s) => s === filterValues.status) ?? 'pending';
  return (
    <>
      <Tabs
        value={status}
        onChange={(_, next: string) => setFilters({ ...filterValues, status: next }, displayedFilters)}
        aria-label={translate('resources.tasksLog.tabs.label')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TASK_LOG_STATUSES.map((value) => (
          <Tab key={value} value={value} label={translate(`app.status.${value}`)} />
        ))}
      </Tabs>
      <DataTable key={status} rowClick={false} bulkActionButtons={false} sx={compactTableSx}>
        {status === 'pending' ? [...columns, reviewColumn] : columns}
      </DataTable>
    </>
  );
}
