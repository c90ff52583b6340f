/** Where the session lives in localStorage: the token and the admin, as the login stored them. */
export const TOKEN_KEY = 'token';
export const ADMIN_KEY = 'admin';

export interface SessionAdmin {
  _id?: string;
  name?: string;
  email?: string;
  /** What the account may do; absent from a server without roles. */
  role?: string;
}

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const hasToken = (): boolean => !!getToken();

/** Replaces the token with the renewed one the server sent (same session, later expiry). */
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);

export function getAdmin(): SessionAdmin | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_KEY) ?? 'null') as SessionAdmin | null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, admin: unknown) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ADMIN_KEY, JSON.stringify(admin ?? null));
}

/** What sign-out keeps: the language chosen on this device (the login page stays in it). */
const KEPT_KEYS = ['locale'];

/** Sign-out clears all local storage (the theme choice included) but the language, so nothing of the session stays behind. */
export function clearSession() {
  const kept = KEPT_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
