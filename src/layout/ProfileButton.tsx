import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { serverHasMfa } from '@/http/session.ts';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBasename, useGetIdentity, useTranslate } from 'react-admin';
import { useCan } from '@/authProvider/useCan.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

/**
 * The header's profile picture (the signed-in admin's initial) opens the account menu: name, email
 * and role, Change password (on a server with roles), Security (on a server with two-factor
 * sign-in) and Logout.
 */
export function ProfileButton() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const canChangePassword = useCan('password', 'account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const initial = identity?.fullName?.trim().charAt(0).toUpperCase();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.layout.profile')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          data-value
          sx={(theme) => ({
            width: 32,
            height: 32,
            fontSize: 16,
            // A white disc on the light theme's green bar; the brand green on the dark theme's dark bar.
            ...(theme.palette.mode === 'dark' ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : { bgcolor: '#ffffff', color: 'primary.main' }),
          })}
        >
          {initial}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.profile.menu') } }}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{identity?.fullName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {identity?.email}
          </Typography>
          {identity?.role && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.profile.role', { role: translate(`app.roles.${identity.role}`) })}
            </Typography>
          )}
        </Box>
        <Divider />
        {canChangePassword && (
          <MenuItem onClick={() => (setAnchor(null), setChanging(true))}>
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.profile.change_password')}
          </MenuItem>
        )}
        {serverHasMfa() && (
          <MenuItem component={Link} to={`${basename}/security`} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <SecurityIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.security.menu')}
          </MenuItem>
        )}
        <MenuItem component={Link} to={`${basename}/logout`}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.menu.logout')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
