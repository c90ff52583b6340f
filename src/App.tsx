import { QueryClient } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, LogoutOnMount } from 'react-admin';
import { toast } from 'react-toastify';
import { buildResource } from './admin/buildResource.tsx';
import { createAuthProvider } from './authProvider/index.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { apiUrl as configuredApiUrl } from '@/http/apiConfig.ts';
import { createHttpClient } from '@/http/httpClient.ts';
import { i18nProvider, useConsoleLocale } from './i18n/i18nProvider.ts';
import { AccessDenied } from './layout/AccessDenied.tsx';
import { LeaveAdmin } from './layout/LeaveAdmin.tsx';
import { Layout } from './layout/Layout.tsx';
import { withLabels } from './layout/themeLabels.ts';
import { themeFor } from './layout/themes.ts';
import { useThemeMode } from './layout/themeMode.ts';
import { ToastBridge } from './notifications/ToastBridge.tsx';
import { entities } from '@entities/index.ts';
import { recordPages, screens } from './resources/screens.ts';
import { useLiveUpdates } from './live/useLiveUpdates.ts';

// Screens a list does not need come in their own chunks, loaded when opened.
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx').then((module) => ({ default: module.Dashboard })));
const SecurityPage = lazy(() => import('./security/SecurityPage.tsx').then((module) => ({ default: module.SecurityPage })));

const resourceElements = entities.map((schema) => buildResource(schema, screens[schema.name], recordPages[schema.name]));

/** The admin, mounted under /dashboard inside the app's own router (no login page of its own): wiring only. */
export default function AdminApp() {
  // config.json's address: read before the console frame rendered (AppRoutes).
  const apiUrl = configuredApiUrl();
  const { resolved } = useThemeMode();
  // Re-rendered on a change of language, so MUI's own labels (themeLabels.ts) follow it.
  useConsoleLocale();
  const [queryClient] = useState(() => new QueryClient());
  const { authProvider, dataProvider } = useMemo(() => {
    const http = createHttpClient(apiUrl);
    return {
      dataProvider: createDataProvider(http, entities, queryClient),
      authProvider: createAuthProvider(http, {
        // Several requests may fail with 401 at once: one sign-out, one toast.
        onLoggedOut: () => toast.success(i18nProvider.translate('app.auth.logged_out'), { toastId: 'logged-out' }),
      }),
    };
  }, [apiUrl, queryClient]);
  useLiveUpdates(apiUrl, queryClient);

  return (
    <Admin
      basename="/dashboard"
      loginPage={false}
      dashboard={Dashboard}
      layout={Layout}
      catchAll={LeaveAdmin}
      accessDenied={AccessDenied}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={withLabels(themeFor(resolved))}
      notification={ToastBridge}
      disableTelemetry
    >
      {resourceElements}
      <CustomRoutes>
        <Route path="/security" element={<SecurityPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/logout" element={<LogoutOnMount />} />
      </CustomRoutes>
    </Admin>
  );
}
