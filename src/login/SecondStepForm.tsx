import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactor } from '@/authProvider/index.ts';

/**
 * The second step of a sign-in with two-factor: the 6-digit code from the app (filled in by the
 * phone's keyboard or a password manager: one-time-code), or one recovery code instead.
 */
export function SecondStepForm({ submitting, onSubmit, onBack }: { submitting: boolean; onSubmit(factor: SecondFactor): void; onBack(): void }) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('factor') ?? '').trim();
    onSubmit(recovery ? { recoveryCode: value } : { code: value });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2}>
      <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
        {translate('app.security.login.title')}
      </Typography>
      {!recovery && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate('app.security.login.text')}
        </Typography>
      )}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        name="factor"
        label={translate(recovery ? 'app.security.login.recovery_code' : 'app.security.mfa.code')}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        slotProps={{ htmlInput: recovery ? { spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
        required
        autoFocus
        disabled={submitting}
      />
      <Button type="submit" variant="contained" fullWidth disabled={submitting}>
        {translate('app.security.login.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" onClick={onBack} disabled={submitting}>
          {translate('app.security.login.back')}
        </Button>
        <Button size="small" onClick={() => setRecovery(!recovery)} disabled={submitting}>
          {translate(recovery ? 'app.security.login.use_code' : 'app.security.login.use_recovery')}
        </Button>
      </Stack>
    </Stack>
  );
}
