import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

export interface LoginResult {
  ok: boolean;
  /** The server's message, or a message key. */
  message: string;
  /** The message's values: the answer's HTTP `status`. */
  values?: Record<string, number>;
}

/** A successful sign-in shows for 1.5 s, then a full page navigation to /dashboard. */
export const SUCCESS_DIALOG_MS = 1500;
export const AFTER_LOGIN_PATH = '/dashboard';

/** The sign-in outcome: success closes by itself and enters the console; an error waits for OK. */
export function LoginResultDialog({ result, onClose }: { result: LoginResult | null; onClose(): void }) {
  const translate = useTranslate();
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => window.location.assign(AFTER_LOGIN_PATH), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <Dialog open={!!result} onClose={result?.ok ? undefined : onClose} aria-labelledby="login-result-title" aria-describedby="login-result-text">
      <DialogTitle id="login-result-title">{translate(result?.ok ? 'app.login.success_title' : 'app.login.failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-result-text">{result && translate(result.message, { _: result.message, ...result.values })}</DialogContentText>
      </DialogContent>
      {result && !result.ok && (
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            {translate('app.login.close')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
