import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { ReviewFailedDialog } from './ReviewFailedDialog.tsx';
import { type ReviewAction, useTaskLogReview } from './useTaskLogReview.ts';

const BUTTONS = [
  { action: 'confirm', color: 'success', Icon: CheckIcon },
  { action: 'reject', color: 'error', Icon: CloseIcon },
] as const;

/** Confirm and reject on a pending row, each after "Are you sure you want to … this task?" (spec §5). */
export function TaskLogReviewButtons() {
  const record = useRecordContext();
  const { review, busy, failure, clearFailure } = useTaskLogReview(record?.id);
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  if (!record) return null;
  const answer = () => {
    if (asking) review(asking);
    setAsking(null);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      {BUTTONS.map(({ action, color, Icon }) => (
        <Button key={action} label={`resources.tasksLog.review.${action}`} color={color} disabled={busy} onClick={() => setAsking(action)}>
          <Icon />
        </Button>
      ))}
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
