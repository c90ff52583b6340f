import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useReviewQueueContext } from './useReviewQueue.ts';

/** The selection toolbar's Confirm and Reject: one question for every selected row. */
export function BulkReviewButtons() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const queue = useReviewQueueContext();
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => queue.ask('confirm', selectedIds)}>
        {translate('resources.tasksLog.review.confirm')}
      </Button>
      <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => queue.ask('reject', selectedIds)}>
        {translate('resources.tasksLog.review.reject')}
      </Button>
    </Stack>
  );
}
