import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FlagsCell } from '@/admin/FlagCells.tsx';
import { NairaCell } from '@/admin/cells.tsx';
import tasksLog from '@entities/tasksLog.ts';

const SHOWN = 10;

/**
 * What a request pays, under its row: its first submissions (user, task, amount and the queue's
 * flags), read from the task log filtered by the request, and a link to all of them in the queue.
 */
export function ApprovalDetails() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const filter = { approvalId: record?.id };
  const { data, total, error, isPending } = useGetList(
    'tasksLog',
    { filter, pagination: { page: 1, perPage: SHOWN }, sort: { field: 'createdAt', order: 'ASC' } },
    { enabled: !!record },
  );
  if (!record || isPending) return null;
  if (error) return <Alert severity="error">{translate('resources.approvals.details.none')}</Alert>;
  const status = record.action === 'reverse' || record.status === 'approved' ? 'confirmed' : 'pending';
  const queue = `${createPath({ resource: 'tasksLog', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ ...filter, status }) })}`;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.approvals.details.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {data?.map((log) => (
          <RecordContextProvider key={log.id} value={log}>
            <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{String(log.userId?.name || log.userId?.email || '')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {String(log.taskId?.title ?? '')}
              </Typography>
              <NairaCell source="amount" field={tasksLog.fields.amount} />
              <FlagsCell source="flags" field={tasksLog.fields.flags} />
            </Stack>
          </RecordContextProvider>
        ))}
      </Stack>
      <Link component={RouterLink} to={queue} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {translate('resources.approvals.details.more', { count: (total ?? data?.length ?? 0).toLocaleString() })}
      </Link>
    </Box>
  );
}
