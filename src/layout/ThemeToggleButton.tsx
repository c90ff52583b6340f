import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useThemeMode } from './themeMode.ts';

/** Switches between light and dark; "system" is left once the admin picks. */
export function ThemeToggleButton() {
  const { resolved, setMode } = useThemeMode();
  const translate = useTranslate();
  const label = translate(resolved === 'dark' ? 'app.layout.light_mode' : 'app.layout.dark_mode');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}>
        {resolved === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
