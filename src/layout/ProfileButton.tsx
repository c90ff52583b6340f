import { Avatar, IconButton } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** The header's profile picture: the signed-in admin's initial, no behaviour yet. */
export function ProfileButton() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const initial = identity?.fullName?.trim().charAt(0).toUpperCase();
  return (
    <IconButton color="inherit" aria-label={translate('app.layout.profile')} sx={{ p: 0.5 }}>
      <Avatar
        data-value
        sx={(theme) => ({
          width: 32,
          height: 32,
          fontSize: 16,
          // A white disc on the light theme's green bar; the brand green on the dark theme's dark bar.
          ...(theme.palette.mode === 'dark'
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : { bgcolor: '#ffffff', color: 'primary.main' }),
        })}
      >
        {initial}
      </Avatar>
    </IconButton>
  );
}
