import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useReviewQueueContext } from './useReviewQueue.ts';

const BUTTONS = [
  { action: 'confirm', color: 'success', Icon: CheckIcon },
  { action: 'reject', color: 'error', Icon: CloseIcon },
] as const;

/** Confirm and reject (icon buttons, named by their tooltips) on a pending row: each asks first. */
export function TaskLogReviewButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const queue = useReviewQueueContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      {BUTTONS.map(({ action, color, Icon }) => {
        const label = translate(`resources.tasksLog.review.${action}`);
        return (
          <Tooltip key={action} title={label} describeChild>
            <IconButton aria-label={label} color={color} size="small" onClick={() => queue.ask(action, [record.id], record)}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
