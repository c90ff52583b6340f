import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldKinds } from '@/admin/fieldKinds.tsx';
import users from '@entities/users.ts';

/** What the page says about the user, in the order an operator reads it: contact, package, money. */
const PROFILE = ['email', 'createdAt', 'isPaid', 'package', 'balance'] as const;

/** The user's profile as labelled values, each drawn by its declared field kind ("—" when the server sends none). */
export function UserProfile() {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <Card component="section" aria-label={translate('resources.users.page.profile')}>
      <CardContent
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }, gap: 2 }}
      >
        {PROFILE.map((source) => {
          const field = users.fields[source];
          const { Cell } = fieldKinds[field.kind];
          const missing = record && record[source] === undefined;
          return (
            // The email reads whole: on a phone it takes both columns.
            <Box key={source} sx={{ gridColumn: source === 'email' ? { xs: 'span 2', sm: 'auto' } : undefined, '--cell-max': '100%' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`resources.users.fields.${source}`)}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}>
                {!record ? <Skeleton width={120} /> : missing ? translate('app.value.unknown') : <Cell source={source} field={field} />}
              </Typography>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
