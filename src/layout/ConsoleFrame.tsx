import { CssBaseline, GlobalStyles, useMediaQuery } from '@mui/material';
import { cellTextStyles } from '@/admin/cellText.ts';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { configProblem } from '@/http/apiConfig.ts';
import { i18nProvider, useConsoleLocale } from '@/i18n/i18nProvider.ts';
import { ToastCloseButton } from '@/notifications/ToastCloseButton.tsx';
import { PHONE_TOAST_CONTAINER, TOAST_CONTAINER } from '@/notifications/toastOptions.ts';
import { withLabels } from './themeLabels.ts';
import { themeFor } from './themes.ts';
import { useThemeMode } from './themeMode.ts';

// Only a broken config.json shows it: every other visit does without its code.
const ConfigProblemNotice = lazy(() => import('./ConfigProblemNotice.tsx').then((module) => ({ default: module.ConfigProblemNotice })));

/**
 * What /login and /dashboard share, loaded lazily so "/" never pays for it: the MUI theme of the
 * current mode and the one toast container, which outlives the move from the admin to /login
 * (so "Logged out successfully!" stays visible after sign-out). A config.json that cannot be used
 * (read before this frame renders: AppRoutes) is said instead of the page.
 */
export default function ConsoleFrame() {
  const { resolved } = useThemeMode();
  // The theme carries MUI's labels in the current language (themeLabels.ts): rebuilt on a change of either.
  const locale = useConsoleLocale();
  const theme = useMemo(() => createTheme(withLabels(themeFor(resolved)), { locale }), [resolved, locale]);
  const problem = configProblem();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={cellTextStyles} />
      <Suspense fallback={null}>{problem ? <ConfigProblemNotice problem={problem} /> : <Outlet />}</Suspense>
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
