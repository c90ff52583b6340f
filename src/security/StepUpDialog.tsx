import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBasename, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { getAdmin } from '@/http/session.ts';
import { registerStepUpAsker } from '@/http/stepUp.ts';
import { CodeField, codeOf } from './CodeField.tsx';

const TITLE_ID = 'step-up-title';

/**
 * Asked for by the HTTP client when the server wants a fresh code (a large confirm, a new role, a
 * reset): the code goes to `POST /admin/me/step-up`, and on success the refused request is sent
 * again as it was. A wrong code keeps the dialog open with the server's message; Cancel keeps the
 * refusal. An account without two-factor sign-in is sent to Security to set it up.
 */
export function StepUpDialog() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const settle = useRef<((accepted: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerStepUpAsker(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setError(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (accepted: boolean) => {
    settle.current?.(accepted);
    settle.current = null;
    setOpen(false);
  };
  const enrolled = getAdmin()?.mfa?.enabled !== false;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeOf(event.currentTarget);
    setSending(true);
    try {
      await dataProvider.request('/admin/me/step-up', { method: 'POST', body: { code }, fallback: 'server.auth.mfa_code_invalid' });
      finish(true);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !sending && finish(false)} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID}>{translate('app.security.step_up.title')}</DialogTitle>
      {enrolled ? (
        <form onSubmit={submit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.security.step_up.text')}</DialogContentText>
            <CodeField disabled={sending} error={error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => finish(false)} disabled={sending}>
              {translate('app.security.step_up.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate('app.security.step_up.submit')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent>
            <DialogContentText>{translate('app.security.step_up.enrol_first')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => finish(false)}>{translate('app.security.step_up.cancel')}</Button>
            <Button variant="contained" onClick={() => (finish(false), navigate(`${basename}/security`))}>
              {translate('app.security.step_up.open_security')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
