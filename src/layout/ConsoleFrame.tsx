import { CssBaseline, GlobalStyles, useMediaQuery } from '@mui/material';
import { cellTextStyles } from '@/admin/cellText.ts';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { i18nProvider, useConsoleLocale } from '@/i18n/i18nProvider.ts';
import { ToastCloseButton } from '@/notifications/ToastCloseButton.tsx';
import { PHONE_TOAST_CONTAINER, TOAST_CONTAINER } from '@/notifications/toastOptions.ts';
import { withLabels } from './themeLabels.ts';
import { themeFor } from './themes.ts';
import { useThemeMode } from './themeMode.ts';

/**
 * What /login and /dashboard share, loaded lazily so "/" never pays for it: the MUI theme of the
 * current mode and the one toast container, which outlives the move from the admin to /login
 * (so "Logged out successfully!" stays visible after sign-out).
 */
export default function ConsoleFrame() {
  const { resolved } = useThemeMode();
  // The theme carries MUI's labels in the current language (themeLabels.ts): rebuilt on a change of either.
  const locale = useConsoleLocale();
  const theme = useMemo(() => createTheme(withLabels(themeFor(resolved)), { locale }), [resolved, locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={cellTextStyles} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Toasts theme={resolved} />
    </ThemeProvider>
  );
}

function Toasts({ theme }: { theme: 'light' | 'dark' }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <ToastContainer
      {...TOAST_CONTAINER}
      {...(phone && PHONE_TOAST_CONTAINER)}
      theme={theme}
      aria-label={i18nProvider.translate('app.toast.region')}
      closeButton={ToastCloseButton}
    />
  );
}
