import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Avatar, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createAuthProvider, LOGIN_LABELS, secondStep } from '@/authProvider/index.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import { apiUrl } from '@/http/apiConfig.ts';
import { createHttpClient } from '@/http/httpClient.ts';
import { LoginResultDialog, type LoginResult } from './LoginResultDialog.tsx';

/** The sign-in form: email (type email) and password, both required; the outcome in a dialog. */
export function LoginForm() {
  const translate = useTranslate();
  // config.json's address: read before the console frame rendered (AppRoutes).
  const http = useMemo(() => createHttpClient(apiUrl()), []);
  const authProvider = useMemo(() => createAuthProvider(http), [http]);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<LoginResult | null>(null);
  // Set once the password was right for an account with two-factor sign-in: the second step shows.
  const [challenge, setChallenge] = useState<string | null>(null);

  const attempt = async (step: () => Promise<{ message?: string; challenge?: string }>) => {
    setSubmitting(true);
    try {
      const answer = await step();
      if (answer.challenge) {
        setChallenge(answer.challenge);
        setSubmitting(false);
      } else setResult({ ok: true, message: answer.message || 'app.login.success' });
    } catch (error) {
      setResult({ ok: false, message: (error as Error).message || 'app.login.failed', values: { status: (error as { status?: number }).status ?? 0 } });
      // An expired or used challenge cannot be answered again: back to the password.
      if ((error as { body?: { code?: string } }).body?.code === 'auth.mfa_challenge_invalid') setChallenge(null);
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void attempt(() => authProvider.login({ email: form.get('email'), password: form.get('password') }));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component={challenge ? 'div' : 'form'} onSubmit={challenge ? undefined : submit} sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: '#0d47a1', color: '#fff' }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.subtitle')}
            </Typography>
          </Stack>
          {challenge ? (
            <SecondStepForm
              submitting={submitting}
              onBack={() => setChallenge(null)}
              onSubmit={(factor) => void attempt(() => secondStep(http, challenge, factor))}
            />
          ) : (
            <>
              <TextField name="email" type="email" label={translate(LOGIN_LABELS.email)} autoComplete="email" required autoFocus disabled={submitting} />
              <TextField
                name="password"
                type="password"
                label={translate(LOGIN_LABELS.password)}
                autoComplete="current-password"
                required
                disabled={submitting}
              />
              <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
                {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <LoginResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
