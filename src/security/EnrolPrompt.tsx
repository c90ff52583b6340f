import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { ENROL_PROMPT_KEY, getAdmin, mustEnrolNow } from '@/http/session.ts';

/**
 * An account whose role requires two-factor sign-in and that has not set it up: inside the grace
 * period it is asked at each sign-in (Set up now / Later); after it, every screen leads to Security,
 * the only place it can still use.
 */
export function EnrolPrompt() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { dateTimes } = useFormats();
  const [asked, setAsked] = useState(() => localStorage.getItem(ENROL_PROMPT_KEY) === '1');
  const mfa = getAdmin()?.mfa;
  const security = `${basename}/security`;
  if (!mfa?.graceEndsAt || mfa.enabled) return null;
  if (mustEnrolNow(mfa)) return pathname === security ? null : <Navigate to={security} replace />;
  const close = (setUp: boolean) => {
    localStorage.removeItem(ENROL_PROMPT_KEY);
    setAsked(false);
    if (setUp) navigate(security);
  };
  const date = new Date(mfa.graceEndsAt).toLocaleString(dateTimes, DATE_TIME_FORMAT);
  return (
    <Dialog open={asked && pathname !== security} aria-labelledby="enrol-prompt-title" fullWidth maxWidth="xs">
      <DialogTitle id="enrol-prompt-title">{translate('app.security.enrol_prompt.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.security.enrol_prompt.text', { date })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{translate('app.security.enrol_prompt.later')}</Button>
        <Button variant="contained" onClick={() => close(true)}>
          {translate('app.security.enrol_prompt.now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
