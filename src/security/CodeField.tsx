import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The 6-digit code from an authenticator app: a numeric keyboard on phones, filled in by password
 * managers (one-time-code), the server's refusal under it.
 */
export function CodeField({ disabled, error }: { disabled?: boolean; error?: string | null }) {
  const translate = useTranslate();
  return (
    <TextField
      name="code"
      label={translate('app.security.mfa.code')}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
      required
      autoFocus
      fullWidth
      disabled={disabled}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
    />
  );
}

/** The code a form holds (its `code` field), trimmed. */
export const codeOf = (form: HTMLFormElement) => String(new FormData(form).get('code') ?? '').trim();
