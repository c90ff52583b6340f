import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { ReviewFailedDialog } from './ReviewFailedDialog.tsx';
import { type ReviewAction, useTaskLogReview } from './useTaskLogReview.ts';

const BUTTONS = [
  { action: 'confirm', color: 'success', Icon: CheckIcon },
  { action: 'reject', color: 'error', Icon: CloseIcon },
] as const;

/** Confirm and reject (icon buttons, named by their tooltips) on a pending row, each after "Are you sure you want to … this task?". */
export function TaskLogReviewButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { review, busy, failure, clearFailure } = useTaskLogReview(record?.id);
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  if (!record) return null;
  const answer = () => {
    if (asking) review(asking);
    setAsking(null);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      {BUTTONS.map(({ action, color, Icon }) => {
        const label = translate(`resources.tasksLog.review.${action}`);
        return (
          <Tooltip key={action} title={label} describeChild>
            <IconButton aria-label={label} color={color} size="small" disabled={busy} onClick={() => setAsking(action)}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
      <Confirm
        isOpen={asking !== null}
        title="resources.tasksLog.review.title"
        content={`resources.tasksLog.review.${asking ?? 'confirm'}_question`}
        confirm={`resources.tasksLog.review.${asking ?? 'confirm'}`}
        confirmColor={asking === 'reject' ? 'warning' : 'primary'}
        onConfirm={answer}
        onClose={() => setAsking(null)}
      />
      <ReviewFailedDialog message={failure} onClose={clearFailure} />
    </Stack>
  );
}
