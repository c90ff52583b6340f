import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireNoSession, RequireSession } from './authProvider/SessionGuards.tsx';
import { loadApiConfig } from './http/apiConfig.ts';
import { hasToken } from './http/session.ts';

/** A loader that runs once: every caller shares its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

// Each screen is its own chunk: "/" never downloads react-admin, MUI or the login page.
const Landing = lazy(() => import('./landing/EnglishLanding.tsx'));
// The console frame waits for the chosen language's messages, so nothing shows in another language
// first, and for config.json (the API's address), fetched alongside its code: no round trip added.
const frameChunk = once(async () => {
  const [frame, i18n] = await Promise.all([import('./layout/ConsoleFrame.tsx'), import('./i18n/i18nProvider.ts'), loadApiConfig()]);
  await i18n.languageReady();
  return frame;
});
const adminChunk = once(() => import('./App.tsx'));
const ConsoleFrame = lazy(frameChunk);
const LoginPage = lazy(() => import('./login/LoginPage.tsx'));
const AdminApp = lazy(adminChunk);

// The route is known from the address: a console page asks for config.json now, and a signed-in
// visit to the admin fetches the admin's code alongside the frame's instead of after the frame has
// rendered. "/" (the landing page) asks for neither.
if (/^\/(login|dashboard)(\/|$)/.test(location.pathname)) void loadApiConfig();
if (location.pathname.startsWith('/dashboard') && hasToken()) {
  void frameChunk();
  void adminChunk();
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
