import { Box, type SxProps, Tab, Tabs, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { BulkActionsToolbar, SelectAllButton, useListContext, useTranslate } from 'react-admin';
import { ShortDateTimeCell } from '@/admin/cells.tsx';
import { tableSx } from '@/admin/listStyles.ts';
import { ListEmpty } from '@/admin/ListStates.tsx';
import { fixedLabel, schemaColumns } from '@/admin/schemaColumns.tsx';
import { SchemaTable } from '@/admin/SchemaTable.tsx';
import { useServerSorts } from '@/admin/useListColumns.ts';
import { useFormats } from '@/i18n/formats.ts';
import { taskReview } from '@entities/task-review.ts';
import schema from '@entities/tasksLog.ts';
import { useCan } from '@/authProvider/useCan.ts';
import { BulkReviewButtons } from './BulkReviewButtons.tsx';
import { ProofCell, ProofPreviewContext, useProofPreview } from './ProofCell.tsx';
import { ReviewDetails } from './ReviewDetails.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { ReviewFailedDialog } from './ReviewFailedDialog.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { SelectPageBox, SelectRowBox } from './SelectionBoxes.tsx';
import { TaskLogReviewButtons } from './TaskLogReviewButtons.tsx';
import { ReverseCreditButton } from './ReverseCreditButton.tsx';
import { ReviewQueueContext, useReviewQueue } from './useReviewQueue.ts';
import { useReviewKeys } from './useReviewKeys.ts';
import { useTaskLogCounts } from './useTaskLogCounts.ts';
import { useClaimRenewal } from './useClaimRenewal.ts';
import { FlagWarning, hasFlags, useFlaggedAmong } from './flaggedSelection.tsx';
import { ClaimedQueueBar, ClaimedQueueEmpty } from './ClaimedQueueBar.tsx';
import { Column } from '@/admin/Column.tsx';
import { carriedColumns } from '@/admin/carriedColumns.ts';

export const TASK_LOG_STATUSES = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
type Status = (typeof TASK_LOG_STATUSES)[number];

/** Each tab's columns: the list's own, then the proof (pending) or who reviewed it, when and why. */
const TAB_COLUMNS: Record<Status, string[]> = {
  // Waiting rows all have the same status: their flags stand in its place.
  pending: [...schema.list.columns.map((column) => (column === 'status' ? 'flags' : column)), 'proofUrl'],
  confirmed: [...schema.list.columns, 'reviewedBy.name', 'reviewedAt'],
  rejected: [...schema.list.columns, 'reviewedBy.name', 'reviewedAt', 'reason'],
  // Every reversed row has the same status: who reversed it, when and why take its place.
  reversed: [...schema.list.columns.filter((column) => column !== 'status'), 'reversedBy.name', 'reversedAt', 'reversalReason'],
};
const tabColumns = (status: Status, rows: object[] | undefined, serverSorts?: Record<string, string>) =>
  schemaColumns(
    { ...schema, list: { ...schema.list, columns: carriedColumns(schema, TAB_COLUMNS[status], rows) } },
    { proofUrl: ProofCell, reviewedAt: ShortDateTimeCell, reversedAt: ShortDateTimeCell },
    serverSorts,
  );

// Eleven columns beside the sidebar at 1280 px: tighter cells, names, emails, titles and links cut
// shorter than elsewhere (`--cell-max`, the whole text in the tooltip), reasons on two lines, and the
// focused row (keyboard review) is outlined.
const compactTableSx = {
  ...tableSx,
  '& .MuiTableCell-root': { fontSize: 13, px: 0.75 },
  '& td[class*="column-userId.email"]': { '--cell-max': '140px' },
  '& td[class*="column-userId.name"], & td[class*="column-reviewedBy.name"], & td[class*="column-reversedBy.name"]': { '--cell-max': '100px' },
  '& td[class*="column-taskId.title"]': { '--cell-max': '115px' },
  '& thead th': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& td[class*="column-reason"], & td[class*="column-reversalReason"]': { '--cell-max': '120px' },
  '& td[class*="column-reason"] p, & td[class*="column-reversalReason"] p': { minWidth: 90 },
  '& tbody tr:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& td[class*="column-taskId.taskLink"]': { '--cell-max': '84px' },
} as SxProps<Theme>;
// On a phone the table scrolls sideways: the review buttons stay at the right edge, reachable.
const stickyActionsSx = {
  ...compactTableSx,
  '& tbody td:last-of-type, & thead th:last-of-type': { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: 1 },
  // Above the other headers, which stick to the top themselves and would cover its left edge.
  '& thead th:last-of-type': { zIndex: 3 },
} as SxProps<Theme>;
const selectColumn = <Column key="select" label={<SelectPageBox />} disableSort render={() => <SelectRowBox />} />;
const reviewColumn = <Column key="actions" label={fixedLabel('app.list.actions')} disableSort render={() => <TaskLogReviewButtons />} />;
const reverseColumn = <Column key="reverse" label={fixedLabel('app.list.actions')} disableSort render={() => <ReverseCreditButton />} />;
// The selection's toolbar takes its own place above the table instead of covering the tabs, and
// wraps its buttons on a phone. "Select all" takes as many rows as one bulk review accepts.
const TOOLBAR = '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar';
const bulkToolbar = (
  <Box sx={{ [TOOLBAR]: { position: 'relative', transform: 'none' }, [`${TOOLBAR}:not(.collapsed)`]: { height: 'auto', flexWrap: 'wrap', rowGap: 1, py: 1 } }}>
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={taskReview.bounds.maxIds} />}>
      <BulkReviewButtons />
    </BulkActionsToolbar>
  </Box>
);

/**
 * The pending / confirmed / rejected (and flagged, reversed) tabs over the list, with their counts where the server gives
 * them. The tab is the list's `status` filter (in the URL; switching goes back to page 1). Pending
 * rows are reviewed one by one (buttons or keys) or selected and reviewed together.
 */
export function TaskLogTabs() {
  const { data, filterValues, displayedFilters, setFilters, setSort, selectedIds } = useListContext();
  const translate = useTranslate();
  const { count } = useFormats();
  const counts = useTaskLogCounts();
  useClaimRenewal();
  const status = TASK_LOG_STATUSES.find((s) => s === filterValues.status) ?? 'pending';
  // The Flagged tab is the pending one filtered to flagged rows, where the server flags them (its counts say so).
  const tab = status === 'pending' && String(filterValues.flagged) === 'true' ? 'flagged' : status;
  // The Flagged and Reversed tabs show where the server's counts have them (or the address asks for them).
  const tabs = [
    'pending',
    ...(counts?.flagged !== undefined || tab === 'flagged' ? (['flagged'] as const) : []),
    'confirmed',
    'rejected',
    ...(counts?.reversed !== undefined || tab === 'reversed' ? (['reversed'] as const) : []),
  ] as const;
  const reversing = useCan('reverse') && status === 'confirmed' && counts?.reversed !== undefined;
  // A link that names no tab (a user's "See all in Tasks Log") opens the pending one, and asks for it.
  useEffect(() => {
    if (filterValues.status === undefined) setFilters({ ...filterValues, status }, displayedFilters);
  }, [filterValues, status, setFilters, displayedFilters]);
  // A role that may not review sees the queue without selection, review buttons or review keys.
  const reviewing = useCan('review') && status === 'pending';
  const serverSorts = useServerSorts(schema);
  const table = useRef<HTMLDivElement>(null);
  const preview = useProofPreview();
  const [shortcuts, setShortcuts] = useState(false);
  // The review extensions (counts, reasons) come together: a server without counts keeps no reason.
  const reasons = counts !== undefined;
  const queue = useReviewQueue({ reasons, onReviewed: (left) => keys.reviewed(left) });
  const keys = useReviewKeys({
    table,
    enabled: !queue.asked && !shortcuts && queue.failure === null,
    reviewable: reviewing,
    ask: (action, record) => queue.ask(action, [record.id], record),
    togglePreview: (record) => preview.toggle(record.id),
    showShortcuts: () => setShortcuts(true),
  });
  const single = queue.asked?.record;
  const flaggedAmong = useFlaggedAmong();
  return (
    <ReviewQueueContext.Provider value={queue}>
      <ProofPreviewContext.Provider value={preview}>
        <Tabs
          value={tab}
          onChange={(_, next: string) => {
            const { flagged: _flagged, ...others } = filterValues;
            setFilters(next === 'flagged' ? { ...others, status: 'pending', flagged: true } : { ...others, status: next }, displayedFilters);
            // The queue is served oldest first; what was reviewed is looked up latest review first.
            setSort(next === 'pending' || next === 'flagged' ? { field: 'createdAt', order: 'ASC' } : { field: 'reviewedAt', order: 'DESC' });
          }}
          aria-label={translate('resources.tasksLog.tabs.label')}
          variant="scrollable"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((value) => {
            const label = translate(value === 'flagged' ? 'app.flags.tab' : `app.status.${value}`);
            const total = counts?.[value];
            return (
              <Tab
                key={value}
                value={value}
                label={total === undefined ? label : translate('resources.tasksLog.tabs.with_count', { label, count: count(total) })}
              />
            );
          })}
        </Tabs>
        {reviewing && <ClaimedQueueBar />}
        <div ref={table}>
          {reviewing && selectedIds.length > 0 && bulkToolbar}
          <SchemaTable
            schema={schema}
            key={status}
            empty={<ClaimedQueueEmpty otherwise={<ListEmpty kept={['status']} />} />}
            sx={reviewing || reversing ? stickyActionsSx : compactTableSx}
          >
            {reviewing
              ? [selectColumn, ...tabColumns('pending', data, serverSorts), reviewColumn]
              : [...tabColumns(status, data, serverSorts), ...(reversing ? [reverseColumn] : [])]}
          </SchemaTable>
        </div>
        <ReviewDialog
          action={queue.asked?.action ?? null}
          count={queue.asked?.ids.length ?? 0}
          details={single && <ReviewDetails record={single} />}
          warning={single && hasFlags(single) && <FlagWarning record={single} />}
          flagged={queue.asked && !single && queue.asked.action === 'confirm' ? flaggedAmong(queue.asked.ids) : 0}
          asksReason={reasons}
          onAnswer={(reason, includeFlagged) => void queue.answer(reason, includeFlagged)}
          onClose={queue.close}
        />
        <ReviewFailedDialog message={queue.failure} onClose={queue.clearFailure} />
        <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
      </ProofPreviewContext.Provider>
    </ReviewQueueContext.Provider>
  );
}
