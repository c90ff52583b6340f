import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useReviewQueueContext } from './useReviewQueue.ts';
import { ClaimedByOther } from './ClaimedByOther.tsx';
import { getAdmin } from '@/http/session.ts';

const BUTTONS = [
  { action: 'confirm', color: 'success', Icon: CheckIcon },
  { action: 'reject', color: 'error', Icon: CloseIcon },
] as const;

/**
 * Confirm and reject (icon buttons, named by their tooltips) on a pending row: each asks first. A
 * row another reviewer holds says who (ClaimedByOther); a row an approval request holds says so
 * instead: nobody reviews it until a second admin decides.
 */
export function TaskLogReviewButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const queue = useReviewQueueContext();
  // A claimed queue holds only the reviewer's own rows; elsewhere a row may be someone else's.
  const ownQueue = !!useListContext().meta?.claimed;
  if (!record) return null;
  const holder = record.claimedBy as { _id: string; name: string } | null | undefined;
  if (holder && !ownQueue && holder._id !== getAdmin()?._id) return <ClaimedByOther name={holder.name} />;
  if (record.awaitingApproval) {
    // As narrow as the two buttons it replaces: the column stays put on the right edge.
    const label = translate('resources.tasksLog.fields.awaitingApproval');
    return (
      <Tooltip title={label}>
        <Box component="span" role="img" aria-label={label} tabIndex={0} sx={{ display: 'inline-flex', px: 0.75 }}>
          <HourglassTopIcon fontSize="small" color="warning" />
        </Box>
      </Tooltip>
    );
  }
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
