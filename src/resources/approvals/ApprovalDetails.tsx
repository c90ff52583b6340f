import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FlagsCell } from '@/admin/FlagCells.tsx';
import { NairaCell } from '@/admin/cells.tsx';
import tasksLog from '@entities/tasksLog.ts';

const SHOWN = 10;

/** The review queue's tab a request's submissions are in: a confirmation's wait in pending, a reversal's in confirmed, until it runs. */
const queueTab = (action: string, ran: boolean) => (action === 'reverse' ? (ran ? 'reversed' : 'confirmed') : ran ? 'confirmed' : 'pending');

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
  const status = queueTab(String(record.action), record.status === 'approved');
  const queue = `${createPath({ resource: 'tasksLog', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ ...filter, status }) })}`;
  return (
    <Box sx={{ py: 1 }}>
      <Stack component="ul" aria-label={translate('resources.approvals.details.title')} spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.map((log) => (
          <RecordContextProvider key={log.id} value={log}>
            <Stack
              component="li"
              direction="row"
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, pb: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
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
