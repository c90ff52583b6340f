import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '@/http/session.ts';

/**
 * Route protection: only whether a token is stored (the server judges the token). Checked on every navigation
 * (`useLocation` re-renders these), so a sign-out or sign-in is seen at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  useLocation();
  return hasToken() ? children : <Navigate to="/login" replace />;
}

export function RequireNoSession({ children }: { children: ReactNode }) {
  useLocation();
  return hasToken() ? <Navigate to="/dashboard" replace /> : children;
}
