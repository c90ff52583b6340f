import { type AuthProvider, HttpError } from 'react-admin';
import { readLogin } from '@/http/envelope.ts';
import { serverMessage } from '@/http/serverMessage.ts';
import type { HttpClient } from '@/http/httpClient.ts';
import { clearSession, getAdmin, hasToken, storeSession } from '@/http/session.ts';
import { sessionRole } from './access.ts';
import { canAccessNow } from './answerAuthQueries.ts';

export const LOGIN_PATH = '/login';

/** A second step's answer to the challenge: a current code, or a recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** Sends a sign-in step; stores the session when it answers a token, answers the challenge when it asks for a code. */
async function signIn(http: HttpClient, path: string, body: object): Promise<{ message?: string; challenge?: string }> {
  let json: unknown;
  try {
    ({ json } = await http(path, { method: 'POST', body, requiresToken: false }));
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 0;
    const answer = error instanceof HttpError ? (error.body as { message?: string } | null) : null;
    // A server error without words of its own is said to be the server's, never taken for a wrong password.
    const fallback = status >= 500 ? LOGIN_UNAVAILABLE : LOGIN_FAILED;
    throw new HttpError(status === 0 ? (error as Error).message : serverMessage(answer, LOGIN_LABELS) || fallback, status, answer);
  }
  const { token, admin, challenge, mfa } = readLogin(json);
  const message = serverMessage(json);
  if (challenge) return { message, challenge };
  if (!token) throw new HttpError(LOGIN_FAILED, 200, json);
  storeSession(token, admin, mfa);
  return { message };
}

/** The second step of a sign-in with two-factor: the challenge and a code (or recovery code). */
export const secondStep = (http: HttpClient, challenge: string, factor: SecondFactor) => signIn(http, '/admin/login/mfa', { challenge, ...factor });
export const LOGIN_FAILED = 'app.login.failed';
/** The server failed (5xx) without a message: `%{status}` is its HTTP status. */
export const LOGIN_UNAVAILABLE = 'app.login.unavailable';
/** The sign-in form's labels, on its inputs and in the server's refusals. */
export const LOGIN_LABELS = { email: 'app.login.email', password: 'app.login.password' };

export interface AuthOptions {
  /** Called after a signed-in session was cleared (by logout or by a 401). */
  onLoggedOut?: () => void;
}

/**
 * A token in localStorage is a session; what it may do is its role's (access.ts), hidden in the
 * console and refused by the server alike. No `getPermissions`: with an outer /login route it
 * makes react-admin loop. A 403 is not a sign-out: only a 401 ends the session here.
 */
export function createAuthProvider(http: HttpClient, { onLoggedOut }: AuthOptions = {}): AuthProvider {
  return {
    /** The password step: signed in, or (an account with two-factor sign-in) a `challenge` for `secondStep`. */
    login: ({ email, password }: { email: string; password: string }) => signIn(http, '/admin/login', { email, password }),
    async logout() {
      const wasSignedIn = hasToken();
      // End the session on the server too, so a copied token is useless; a token the server
      // already refuses (the 401 that brought us here) or an unreachable server changes nothing.
      if (wasSignedIn) await http('/admin/logout', { method: 'POST' }).catch(() => undefined);
      clearSession();
      if (wasSignedIn) onLoggedOut?.();
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!hasToken()) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async getIdentity() {
      const admin = getAdmin();
      return { id: admin?._id ?? 'admin', fullName: admin?.name ?? admin?.email, email: admin?.email, role: sessionRole() };
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessNow({ resource, action });
    },
  };
}
