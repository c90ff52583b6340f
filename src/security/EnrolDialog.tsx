import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readRecord } from '@/http/envelope.ts';
import { RetryAlert } from '@/admin/RetryAlert.tsx';
import { CodeField, codeOf } from './CodeField.tsx';

/** The key in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: a new key (pending until confirmed) as a QR code and as text, then the first code
 * from the app; answers the recovery codes the confirmation returned.
 */
export function EnrolDialog({ open, onClose, onEnrolled }: { open: boolean; onClose(): void; onEnrolled(recoveryCodes: string[]): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useQuery({
    queryKey: ['mfa-enrolment'],
    enabled: open,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const { json } = await dataProvider.request('/admin/me/mfa', { method: 'POST', fallback: 'app.error.network' });
      return readRecord(json) as { secret: string; otpauthUrl: string };
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const { json } = await dataProvider.request('/admin/me/mfa/confirm', {
        method: 'POST',
        body: { code: codeOf(event.currentTarget) },
        fallback: 'server.auth.mfa_code_invalid',
      });
      onEnrolled((readRecord(json) as { recoveryCodes: string[] }).recoveryCodes);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !sending && onClose()} aria-labelledby="enrol-title" fullWidth maxWidth="xs">
      <DialogTitle id="enrol-title">{translate('app.security.mfa.title')}</DialogTitle>
      <form onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.security.mfa.scan')}</DialogContentText>
          {key.isError && (
            <RetryAlert onRetry={() => key.refetch()} retrying={key.isFetching} sx={{ mb: 2 }}>
              {translate((key.error as Error).message, { _: (key.error as Error).message })}
            </RetryAlert>
          )}
          {key.data && (
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, mb: 2 }}>
              <Box sx={{ p: 1.5, bgcolor: '#ffffff', borderRadius: 1, lineHeight: 0 }}>
                <QRCodeSVG value={key.data.otpauthUrl} size={184} title={translate('app.security.mfa.qr')} />
              </Box>
              <Typography variant="body2" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
                {translate('app.security.mfa.key', { key: grouped(key.data.secret) })}
              </Typography>
            </Box>
          )}
          <CodeField disabled={sending || !key.data} error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('app.security.mfa.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending || !key.data}>
            {translate('app.security.mfa.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
