import { CssBaseline, GlobalStyles } from '@mui/material';
import { badgeStyles } from '@/admin/Badge.tsx';
import { cellTextStyles } from '@/admin/cellText.ts';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { configProblem } from '@/http/apiConfig.ts';
import { useConsoleLocale } from '@/i18n/i18nProvider.ts';
import { ConsoleToasts } from '@/notifications/ConsoleToasts.tsx';
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
      <GlobalStyles styles={(theme) => ({ ...cellTextStyles(theme), ...badgeStyles(theme) })} />
      <Suspense fallback={null}>{problem ? <ConfigProblemNotice problem={problem} /> : <Outlet />}</Suspense>
      <ConsoleToasts theme={resolved} />
    </ThemeProvider>
  );
}
