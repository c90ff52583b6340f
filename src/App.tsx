import { useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, LogoutOnMount } from 'react-admin';
import { buildResource } from './admin/buildResource.tsx';
import { apiUrl as configuredApiUrl } from '@/http/apiConfig.ts';
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
import { preloadable } from './preloadable.ts';
import { clientsBeforeMount, takeConsoleClients } from './consoleClients.ts';
import { prefetchFirstPage } from './admin/firstPage.ts';
import { canAccessNow } from './authProvider/answerAuthQueries.ts';
import { useLiveUpdates } from './live/useLiveUpdates.ts';

// Screens a list does not need come in their own chunks, loaded when opened.
const Dashboard = preloadable(() => import('./dashboard/Dashboard.tsx').then((module) => module.Dashboard));
const SecurityPage = preloadable(() => import('./security/SecurityPage.tsx').then((module) => module.SecurityPage));

/** What an admin address (`/dashboard/<name>/<id>/<page>`) names: a resource, a record, a record's page. */
const addressParts = (path: string) => {
  const [name, id, page] = path.replace(/^\/dashboard\/?/, '').split('/');
  return { name, id, page };
};

/** Loads the screen of its own an admin address shows (`/dashboard/…`), if it has one. */
export function preloadScreen(path: string): Promise<unknown> {
  const { name, id, page } = addressParts(path);
  if (!name) return Dashboard.preload();
  if (name === 'security') return SecurityPage.preload();
  const screen = id && page === 'show' ? recordPages[name] : id ? undefined : screens[name];
  return screen?.preload() ?? Promise.resolve();
}

/**
 * Asks for the first rows of the generic list an admin address shows (`/dashboard/<name>`), as the
 * screen's code loads: the list then draws them in its first render (firstPage.ts).
 */
export function prefetchAddress(path: string): Promise<void> {
  const { name, id } = addressParts(path);
  const schema = entities.find((entity) => entity.name === name);
  if (!schema || id || screens[name] || !canAccessNow({ resource: name, action: 'list' })) return Promise.resolve();
  const { queryClient, dataProvider } = clientsBeforeMount(configuredApiUrl());
  return prefetchFirstPage(schema, queryClient, dataProvider);
}

const resourceElements = entities.map((schema) => buildResource(schema, screens[schema.name], recordPages[schema.name]));

/** The admin, mounted under /dashboard inside the app's own router (no login page of its own): wiring only. */
export default function AdminApp() {
  // config.json's address: read before the console frame rendered (AppRoutes).
  const apiUrl = configuredApiUrl();
  const { resolved } = useThemeMode();
  // Re-rendered on a change of language, so MUI's own labels (themeLabels.ts) follow it.
  useConsoleLocale();
  const [{ queryClient, authProvider, dataProvider }] = useState(() => takeConsoleClients(apiUrl));
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
