import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MfaCard } from './MfaCard.tsx';
import { SessionsList } from './SessionsList.tsx';

/** /security, from the profile menu: one's own two-factor sign-in and sessions. */
export function SecurityPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 860 }}>
      <Title title={translate('app.security.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.security.title')}
      </Typography>
      <MfaCard />
      <Card component="section" aria-labelledby="sessions-title">
        <CardContent>
          <Typography id="sessions-title" variant="h6" component="h2">
            {translate('app.security.sessions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.security.sessions.text')}
          </Typography>
          <SessionsList path="/admin/me/sessions" endAllLabel={translate('app.security.sessions.end_others')} />
        </CardContent>
      </Card>
    </Stack>
  );
}
