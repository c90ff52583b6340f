import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Something could not be loaded: said so, with Retry (disabled while it runs again). */
export function RetryAlert({ children, onRetry, retrying, sx }: { children: ReactNode; onRetry(): unknown; retrying: boolean; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()} disabled={retrying}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
