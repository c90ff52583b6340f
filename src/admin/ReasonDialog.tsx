import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  help: ReactNode;
  /** The reason box's label; without it the dialog asks nothing but to confirm. */
  reasonLabel?: string;
  /** The longest reason (the declaration's bound). */
  maxLength?: number;
  /** Said when the reason is left blank. */
  requiredMessage?: string;
  submitLabel: string;
  color?: 'primary' | 'error';
  /** Sends the answer; a thrown error's message (a message key or a text) is shown, keeping what was typed. */
  onSubmit(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * A dialog that asks for a reason (required when `reasonLabel` is given) before a consequential
 * action, sends it, and says a failure inside itself without losing what was typed.
 */
export function ReasonDialog({
  open,
  title,
  help,
  reasonLabel,
  maxLength,
  requiredMessage,
  submitLabel,
  color = 'primary',
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonLabel && !reason.trim()) return setFailure(requiredMessage);
    setBusy(true);
    try {
      await onSubmit(reason);
      setReason('');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && close()} aria-labelledby={id} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">{help}</DialogContentText>
          {reasonLabel && (
            <TextField
              autoFocus
              fullWidth
              required
              multiline
              minRows={2}
              margin="dense"
              label={reasonLabel}
              value={reason}
              onChange={(event) => (setReason(event.target.value), setFailure(undefined))}
              slotProps={{ htmlInput: { maxLength } }}
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate(failure, { _: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={color} disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
