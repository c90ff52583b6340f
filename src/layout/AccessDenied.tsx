import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { sessionRole } from '@/authProvider/access.ts';

/** What a role sees at the URL of a screen it may not open: a page saying so, never an error loop. */
export function AccessDenied() {
  const translate = useTranslate();
  const basename = useBasename();
  const role = translate(`app.roles.${sessionRole() ?? 'viewer'}`);
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <LockIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1">
        {translate('app.access.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.access.text', { role })}</Typography>
      <Button component={Link} to={basename || '/'} variant="contained">
        {translate('app.access.back')}
      </Button>
    </Box>
  );
}
