import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CodeField, codeOf } from './CodeField.tsx';

/**
 * Asks for a current code before a change of one's own two-factor sign-in (new recovery codes,
 * turning it off); a refusal shows under the field and keeps the dialog open.
 */
export function CodeDialog({
  open,
  title,
  text,
  action,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  action: string;
  onSubmit(code: string): Promise<unknown>;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await onSubmit(codeOf(event.currentTarget));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !sending && onClose()} aria-labelledby="code-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="code-dialog-title">{title}</DialogTitle>
      {open && (
        <form onSubmit={submit}>
          <DialogContent>
            <DialogContentText component="div" sx={{ mb: 2 }}>
              {text}
            </DialogContentText>
            <CodeField disabled={sending} error={error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={sending}>
              {translate('app.security.mfa.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {action}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
