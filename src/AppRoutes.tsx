import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireNoSession, RequireSession } from './authProvider/SessionGuards.tsx';
import { loadApiConfig } from './http/apiConfig.ts';
import { hasToken } from './http/session.ts';
import { preloadable } from './preloadable.ts';

// Each screen is its own chunk: "/" never downloads react-admin, MUI or the login page.
const Landing = preloadable(() => import('./landing/EnglishLanding.tsx').then((module) => module.default));
// The console frame waits for the chosen language's messages, so nothing shows in another language
// first, and for config.json (the API's address), fetched alongside its code: no round trip added.
const ConsoleFrame = preloadable(async () => {
  const [frame, i18n] = await Promise.all([import('./layout/ConsoleFrame.tsx'), import('./i18n/i18nProvider.ts'), loadApiConfig()]);
  await i18n.languageReady();
  return frame.default;
});
const LoginPage = preloadable(() => import('./login/LoginPage.tsx').then((module) => module.default));
const AdminApp = preloadable(() => import('./App.tsx').then((module) => module.default));

/**
 * Loads, all at once, what the address will show: a console page its frame (and config.json), the
 * sign-in page or, signed in, the admin and the screen of its own the address names. The console
 * awaits it before its first render (main.tsx), so nothing waits on a suspended screen.
 */
export function preloadAddress(path: string): Promise<unknown> {
  if (path === '/') return Landing.preload();
  if (/^\/login\/?$/.test(path)) return Promise.all([ConsoleFrame.preload(), LoginPage.preload()]);
  if (!/^\/dashboard(\/|$)/.test(path) || !hasToken()) return Promise.resolve();
  const admin = AdminApp.preload().then(() => import('./App.tsx').then((app) => app.preloadScreen(path)));
  return Promise.all([ConsoleFrame.preload(), admin]);
}

/** The outer routes: landing at "/", sign-in at /login, the admin under /dashboard, anything else → "/". */
export const AppRoutes = () => (
  <Suspense fallback={null}>
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route element={<ConsoleFrame />}>
        <Route
          path="/login"
          element={
            <RequireNoSession>
              <LoginPage />
            </RequireNoSession>
          }
        />
        <Route
          path="/dashboard/*"
          element={
            <RequireSession>
              <AdminApp />
            </RequireSession>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  </Suspense>
);
