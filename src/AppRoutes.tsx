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
 * How long the first render waits, once the code is there, for a list's first rows asked for
 * early: less than drawing the screen without them would take, so waiting never shows them later.
 */
export const FIRST_ROWS_WAIT_MS = 300;

/**
 * Loads, all at once, what the address will show: a console page its frame (and config.json), the
 * sign-in page or, signed in, the admin and the screen of its own the address names. The console
 * awaits it before its first render (main.tsx), so nothing waits on a suspended screen.
 */
export function preloadAddress(path: string): Promise<unknown> {
  if (path === '/') return Landing.preload();
  if (/^\/login\/?$/.test(path)) return Promise.all([ConsoleFrame.preload(), LoginPage.preload()]);
  if (!/^\/dashboard(\/|$)/.test(path) || !hasToken()) return Promise.resolve();
  // With config.json read (the API's address), the list's first rows are asked for as the screen's
  // code loads, and awaited a little once it has: rows that arrive then are drawn in the first render
  // (their answer is handled on the page's busy main thread only after that render otherwise).
  const admin = Promise.all([AdminApp.preload(), loadApiConfig()]).then(async () => {
    const app = await import('./App.tsx');
    const rows = app.prefetchAddress(path);
    await app.preloadScreen(path);
    await Promise.race([rows, new Promise((resolve) => setTimeout(resolve, FIRST_ROWS_WAIT_MS))]);
  });
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
