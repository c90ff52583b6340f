import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '@/admin/ReasonDialog.tsx';
import { useCan } from '@/authProvider/useCan.ts';
import { usePostAction } from '@/admin/usePostAction.ts';
import { DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { userFreeze } from '@entities/fraud-flags.ts';

/**
 * On a user's page, where the server can freeze users: a frozen user's freeze (why, since when)
 * with "Unfreeze", or "Freeze", which asks why. A failure is said in the dialog, keeping what was typed.
 */
export function UserFreeze() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { dateTimes } = useFormats();
  const post = usePostAction();
  const allowed = useCan('moderate', 'users');
  const [asking, setAsking] = useState<'freeze' | 'unfreeze'>();
  if (!record || record.frozen === undefined) return null;
  const frozen = record.frozen as { reason: string; at: string } | null;
  const name = String(record.name || record.email);
  const what = asking ?? 'freeze';

  const send = async (reason: string) => {
    await post(`/admin/users/${encodeURIComponent(String(record.id))}/${what}`, {
      body: what === 'freeze' ? { reason } : undefined,
      fallback: 'app.frozen.failed',
      done: what === 'freeze' ? 'server.user.frozen_done' : 'server.user.unfrozen',
    });
    setAsking(undefined);
  };

  return (
    <Box>
      {frozen ? (
        <Alert
          severity="error"
          action={
            allowed && (
              <Button color="inherit" size="small" onClick={() => setAsking('unfreeze')}>
                {translate('app.frozen.unfreeze')}
              </Button>
            )
          }
        >
          {translate('app.frozen.since', { when: new Date(frozen.at).toLocaleString(dateTimes, DATE_TIME_FORMAT), reason: frozen.reason })}
        </Alert>
      ) : (
        allowed && (
          <Button variant="outlined" color="error" size="small" onClick={() => setAsking('freeze')}>
            {translate('app.frozen.freeze')}
          </Button>
        )
      )}
      <ReasonDialog
        open={asking !== undefined}
        title={translate(`app.frozen.${what}_title`, { name })}
        help={translate(`app.frozen.${what}_help`)}
        reasonLabel={what === 'freeze' ? translate('app.frozen.reason') : undefined}
        maxLength={userFreeze.bounds.maxReasonLength}
        requiredMessage={translate('app.frozen.reason_required')}
        submitLabel={translate(`app.frozen.${what}`)}
        color={what === 'freeze' ? 'error' : 'primary'}
        onSubmit={send}
        onClose={() => setAsking(undefined)}
      />
    </Box>
  );
}
