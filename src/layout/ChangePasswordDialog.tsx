import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, PasswordInput, SaveButton, required, useDataProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import { DialogTextButton } from '@/admin/DialogTextButton.tsx';
import { PASSWORD_MIN_LENGTH } from '@entities/team.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readRecord } from '@/http/envelope.ts';
import { serverMessage } from '@/http/serverMessage.ts';
import { setToken } from '@/http/session.ts';

const TITLE_ID = 'change-password-title';

/** The sent fields' labels, on the inputs and in the server's refusals. */
export const PASSWORD_LABELS = { currentPassword: 'app.password.current', newPassword: 'app.password.new' };

interface Values {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

const longEnough: Validator = (value) =>
  value && value.length < PASSWORD_MIN_LENGTH ? { message: 'app.password.too_short', args: { limit: PASSWORD_MIN_LENGTH } } : undefined;
const sameAsNew: Validator = (value, values) => (value !== values.newPassword ? 'app.password.mismatch' : undefined);

/**
 * The signed-in admin's own password: the current one, the new one twice. The server answers a
 * token for this session (the others end), which replaces the stored one. A refusal (wrong current
 * password) is a toast and the dialog stays open with what was typed.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ currentPassword, newPassword }: Values) =>
      dataProvider.request('/admin/me/password', {
        method: 'PUT',
        body: { currentPassword, newPassword },
        labels: PASSWORD_LABELS,
        fallback: 'resources.team.errors.save',
      }),
    onSuccess: ({ json }) => {
      const token = (readRecord(json) as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string') setToken(token);
      notify(serverMessage(json) || 'server.auth.password_changed', { type: 'success' });
      onClose();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Dialog open={open} onClose={() => !isPending && onClose()} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{translate('app.password.title')}</DialogTitle>
      {open && (
        <Form onSubmit={(values: Record<string, unknown>) => mutateAsync(values as unknown as Values).catch(() => undefined)}>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate('app.password.hint', { limit: PASSWORD_MIN_LENGTH })}</DialogContentText>
            <PasswordInput
              source="currentPassword"
              label={PASSWORD_LABELS.currentPassword}
              validate={required()}
              disabled={isPending}
              autoComplete="current-password"
              fullWidth
            />
            <PasswordInput
              source="newPassword"
              label={PASSWORD_LABELS.newPassword}
              validate={[required(), longEnough]}
              disabled={isPending}
              autoComplete="new-password"
              fullWidth
            />
            <PasswordInput
              source="repeat"
              label="app.password.repeat"
              validate={[required(), sameAsNew]}
              disabled={isPending}
              autoComplete="new-password"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <DialogTextButton label="ra.action.cancel" onClick={onClose} disabled={isPending} />
            <SaveButton label="app.password.save" alwaysEnable={false} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
