import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readRecord } from '@/http/envelope.ts';
import { serverMessage } from '@/http/serverMessage.ts';
import { mustEnrolNow } from '@/http/session.ts';
import { RetryAlert } from '@/admin/RetryAlert.tsx';
import { DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { CodeDialog } from './CodeDialog.tsx';
import { EnrolDialog } from './EnrolDialog.tsx';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';
import { ME_KEY, useMe } from './useMe.ts';

type Open = 'enrol' | 'regenerate' | 'remove' | null;

/** Two-factor sign-in of one's own account: its status, Set up, New recovery codes, Turn off. */
export function MfaCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTimes } = useFormats();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const me = useMe();
  const [open, setOpen] = useState<Open>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ME_KEY });
  const withCode = (path: string, method: 'POST' | 'DELETE') => async (code: string) => {
    const { json } = await dataProvider.request(path, { method, body: { code }, fallback: 'server.auth.mfa_code_invalid' });
    setOpen(null);
    notify(serverMessage(json), { type: 'success' });
    const fresh = (readRecord(json) as { recoveryCodes?: string[] } | undefined)?.recoveryCodes;
    if (fresh) setCodes(fresh);
    await refresh();
  };
  const mfa = me.data?.mfa;
  const overdue = mustEnrolNow(mfa);
  return (
    <Card component="section" aria-labelledby="mfa-title">
      <CardContent>
        <Typography id="mfa-title" variant="h6" component="h2" gutterBottom>
          {translate('app.security.mfa.title')}
        </Typography>
        {me.isError && (
          <RetryAlert onRetry={() => me.refetch()} retrying={me.isFetching}>
            {translate((me.error as Error).message, { _: (me.error as Error).message })}
          </RetryAlert>
        )}
        {mfa && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              {translate(mfa.enabled ? 'app.security.mfa.on' : 'app.security.mfa.off')} {mfa.required && translate('app.security.mfa.required')}
            </Typography>
            {mfa.graceEndsAt && (
              <Alert severity={overdue ? 'error' : 'warning'}>
                {overdue
                  ? translate('app.security.mfa.overdue')
                  : translate('app.security.mfa.grace', {
                      date: new Date(mfa.graceEndsAt).toLocaleString(dateTimes, DATE_TIME_FORMAT),
                    })}
              </Alert>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {!mfa.enabled && (
                <Button variant="contained" onClick={() => setOpen('enrol')}>
                  {translate('app.security.mfa.set_up')}
                </Button>
              )}
              {mfa.enabled && <Button onClick={() => setOpen('regenerate')}>{translate('app.security.mfa.regenerate')}</Button>}
              {mfa.enabled && !mfa.required && (
                <Button color="error" onClick={() => setOpen('remove')}>
                  {translate('app.security.mfa.remove')}
                </Button>
              )}
            </Stack>
            {mfa.enabled && mfa.required && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.security.mfa.remove_required')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
      <EnrolDialog
        open={open === 'enrol'}
        onClose={() => setOpen(null)}
        onEnrolled={(recoveryCodes) => {
          setOpen(null);
          setCodes(recoveryCodes);
          void refresh();
        }}
      />
      <CodeDialog
        open={open === 'regenerate'}
        title={translate('app.security.mfa.regenerate')}
        text={translate('app.security.recovery.text')}
        action={translate('app.security.mfa.regenerate')}
        onSubmit={withCode('/admin/me/mfa/recovery-codes', 'POST')}
        onClose={() => setOpen(null)}
      />
      <CodeDialog
        open={open === 'remove'}
        title={translate('app.security.mfa.remove')}
        text={translate('app.security.mfa.off')}
        action={translate('app.security.mfa.remove')}
        onSubmit={withCode('/admin/me/mfa', 'DELETE')}
        onClose={() => setOpen(null)}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  );
}
