import { Box } from '@mui/material';
import { AppBar as RaAppBar } from 'react-admin';
import { NotificationsButton } from './NotificationsButton.tsx';
import { ProfileButton } from './ProfileButton.tsx';
import { LanguageMenuButton } from './LanguageMenuButton.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ThemeToggleButton } from './ThemeToggleButton.tsx';

/** The header: collapse toggle (react-admin's), search, language, theme toggle, notifications, profile. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LanguageMenuButton />
          <ThemeToggleButton />
          <NotificationsButton />
          <ProfileButton />
        </Box>
      }
    >
      <SearchBox />
    </RaAppBar>
  );
}
