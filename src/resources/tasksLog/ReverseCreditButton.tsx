import UndoIcon from '@mui/icons-material/Undo';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '@/admin/ReasonDialog.tsx';
import { useCan } from '@/authProvider/useCan.ts';
import { usePostAction } from '@/admin/usePostAction.ts';
import { useFormats } from '@/i18n/formats.ts';
import { taskReversal } from '@entities/task-review.ts';

/**
 * "Reverse credit" (an icon button named by its tooltip) on a confirmed submission, where the server reverses credits (its rows say who
 * reversed them) and the role may: asks why, then takes the credit back with one debit.
 */
export function ReverseCreditButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { naira } = useFormats();
  const post = usePostAction();
  const allowed = useCan('reverse', 'tasksLog');
  const [open, setOpen] = useState(false);
  if (!record || !allowed || record.status !== 'confirmed' || record.reversedBy === undefined) return null;
  const label = translate('resources.tasksLog.reverse.button');
  const user = String((record.userId as { name?: string; email?: string })?.name || (record.userId as { email?: string })?.email || '');

  const send = async (reason: string) => {
    await post(`/tasks/tasklogs/${encodeURIComponent(String(record.id))}/reverse`, {
      body: { reason },
      fallback: 'resources.tasksLog.review.failed',
      done: 'resources.tasksLog.reverse.done',
    });
    setOpen(false);
  };

  return (
    <>
      <Tooltip title={label} describeChild>
        <IconButton aria-label={label} color="error" size="small" onClick={() => setOpen(true)}>
          <UndoIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ReasonDialog
        open={open}
        title={translate('resources.tasksLog.reverse.title')}
        help={translate('resources.tasksLog.reverse.help', { amount: naira(Number(record.amount ?? 0)), user })}
        reasonLabel={translate('resources.tasksLog.reverse.reason')}
        maxLength={taskReversal.bounds.maxReasonLength}
        requiredMessage={translate('resources.tasksLog.reasons.required')}
        submitLabel={label}
        color="error"
        onSubmit={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
