import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '@/admin/ReasonDialog.tsx';
import { usePostAction } from '@/admin/usePostAction.ts';
import { useCan } from '@/authProvider/useCan.ts';
import { useFormats } from '@/i18n/formats.ts';
import { taskReversal } from '@entities/task-review.ts';
import { PaysToggle } from './PaysToggle.tsx';

type Decision = 'approve' | 'reject';

/**
 * A waiting request's Approve and Reject (admins who may approve), each asked first: approving says
 * what it will pay and runs it; rejecting asks why. The requester's own request says another admin
 * approves it (they may still withdraw it by rejecting). Decided and expired requests offer nothing
 * to decide; every request says what it pays (`inline`: under a phone's card).
 */
export function ApprovalActions({ inline = false }: { inline?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { naira, count } = useFormats();
  const { identity } = useGetIdentity();
  const allowed = useCan('approve', 'approvals');
  const post = usePostAction();
  const [asked, setAsked] = useState<Decision | null>(null);
  if (!record) return null;
  const pays = <PaysToggle inline={inline} />;
  if (record.status !== 'pending' || !allowed)
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {pays}
      </Stack>
    );
  const requestedBy = record.requestedBy as { _id?: string; name?: string; email?: string } | undefined;
  const own = identity?.id !== undefined && requestedBy?._id === identity.id;
  const total = naira(Number(record.total ?? 0));
  const requester = requestedBy?.name || requestedBy?.email || '';
  const path = (decision: Decision) => `/approvals/${encodeURIComponent(String(record.id))}/${decision}`;

  const send = (decision: Decision) => async (reason: string) => {
    await post(path(decision), {
      ...(decision === 'reject' && { body: { reason } }),
      fallback: `resources.approvals.${decision}.failed`,
      done: `resources.approvals.${decision}.done`,
      doneArgs: (json) => (json as { data?: { result?: Record<string, number> } }).data?.result ?? {},
    });
    setAsked(null);
  };

  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {pays}
      {own ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.approvals.own')}
        </Typography>
      ) : (
        <Button size="small" variant="contained" onClick={() => setAsked('approve')}>
          {translate('resources.approvals.approve.button')}
        </Button>
      )}
      <Button size="small" color="error" onClick={() => setAsked('reject')}>
        {translate('resources.approvals.reject.button')}
      </Button>
      <ReasonDialog
        open={asked === 'approve'}
        title={translate('resources.approvals.approve.title', { total })}
        help={translate(`resources.approvals.approve.help.${String(record.action)}`, {
          requester,
          total,
          count: count(Number(record.count ?? 0)),
        })}
        submitLabel={translate('resources.approvals.approve.button')}
        onSubmit={send('approve')}
        onClose={() => setAsked(null)}
      />
      <ReasonDialog
        open={asked === 'reject'}
        title={translate('resources.approvals.reject.title')}
        help={translate('resources.approvals.reject.help', { requester })}
        reasonLabel={translate('resources.approvals.reject.reason')}
        maxLength={taskReversal.bounds.maxReasonLength}
        requiredMessage={translate('resources.tasksLog.reasons.required')}
        submitLabel={translate('resources.approvals.reject.button')}
        color="error"
        onSubmit={send('reject')}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
