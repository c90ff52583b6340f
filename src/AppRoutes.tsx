import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireNoSession, RequireSession } from './authProvider/SessionGuards.tsx';

// Each screen is its own chunk: "/" never downloads react-admin, MUI or the login page.
const Landing = lazy(() => import('./landing/EnglishLanding.tsx'));
const ConsoleFrame = lazy(() => import('./layout/ConsoleFrame.tsx'));
const LoginPage = lazy(() => import('./login/LoginPage.tsx'));
const AdminApp = lazy(() => import('./App.tsx'));

/** The outer routes: landing at "/", sign-in at /login, the admin under /dashboard, anything else → "/". */
export const AppRoutes = ({ apiUrl = '/api' }: { apiUrl?: string }) => (
  <Suspense fallback={null}>
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route element={<ConsoleFrame />}>
        <Route
          path="/login"
          element={
            <RequireNoSession>
              <LoginPage apiUrl={apiUrl} />
            </RequireNoSession>
          }
        />
        <Route
          path="/dashboard/*"
          element={
            <RequireSession>
              <AdminApp apiUrl={apiUrl} />
            </RequireSession>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  </Suspense>
);
