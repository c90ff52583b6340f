import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useCan } from '@/authProvider/useCan.ts';
import { newIdempotencyKey } from '@/dataProvider/idempotencyKey.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { userFreeze } from '@entities/fraud-flags.ts';

const MAX = userFreeze.bounds.maxReasonLength;

/**
 * On a user's page, where the server can freeze users: a frozen user's freeze (why, since when)
 * with "Unfreeze", or "Freeze", which asks why. A failure is said in the dialog, keeping what was typed.
 */
export function UserFreeze() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { dateTimes } = useFormats();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useCan('moderate', 'users');
  const id = useId();
  const [asking, setAsking] = useState<'freeze' | 'unfreeze'>();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!record || record.frozen === undefined) return null;
  const frozen = record.frozen as { reason: string; at: string } | null;
  const name = String(record.name || record.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asking === 'freeze' && !reason.trim()) return setFailure(translate('app.frozen.reason_required'));
    setBusy(true);
    try {
      await dataProvider.request(`/admin/users/${encodeURIComponent(String(record.id))}/${asking}`, {
        method: 'POST',
        ...(asking === 'freeze' && { body: { reason } }),
        idempotencyKey: newIdempotencyKey(),
        fallback: 'app.frozen.failed',
      });
      notify(asking === 'freeze' ? 'server.user.frozen_done' : 'server.user.unfrozen', { type: 'success' });
      setAsking(undefined);
      setReason('');
      refresh();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const open = (what: 'freeze' | 'unfreeze') => (setFailure(undefined), setAsking(what));

  return (
    <Box>
      {frozen ? (
        <Alert
          severity="error"
          action={
            allowed && (
              <Button color="inherit" size="small" onClick={() => open('unfreeze')}>
                {translate('app.frozen.unfreeze')}
              </Button>
            )
          }
        >
          {translate('app.frozen.since', { when: new Date(frozen.at).toLocaleString(dateTimes, DATE_TIME_FORMAT), reason: frozen.reason })}
        </Alert>
      ) : (
        allowed && (
          <Button variant="outlined" color="error" size="small" onClick={() => open('freeze')}>
            {translate('app.frozen.freeze')}
          </Button>
        )
      )}
      <Dialog open={asking !== undefined} onClose={() => !busy && setAsking(undefined)} aria-labelledby={id} fullWidth maxWidth="xs">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={id}>{translate(`app.frozen.${asking ?? 'freeze'}_title`, { name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`app.frozen.${asking ?? 'freeze'}_help`)}</DialogContentText>
            {asking === 'freeze' && (
              <TextField
                autoFocus
                fullWidth
                required
                multiline
                minRows={2}
                margin="dense"
                label={translate('app.frozen.reason')}
                value={reason}
                onChange={(event) => (setReason(event.target.value), setFailure(undefined))}
                slotProps={{ htmlInput: { maxLength: MAX } }}
              />
            )}
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(failure, { _: failure })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(undefined)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color={asking === 'freeze' ? 'error' : 'primary'} disabled={busy}>
              {translate(`app.frozen.${asking ?? 'freeze'}`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
}
