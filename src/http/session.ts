/** Where the session lives in localStorage: the token and the admin, as the login stored them. */
export const TOKEN_KEY = 'token';
export const ADMIN_KEY = 'admin';

export interface SessionAdmin {
  _id?: string;
  name?: string;
  email?: string;
  /** What the account may do; absent from a server without roles. */
  role?: string;
  /** Its two-factor sign-in, as sign-in answered it; absent from a server without two-factor sign-in. */
  mfa?: MfaStatus;
}

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  graceEndsAt: string | null;
}

/** A required account's grace period is over: it can only set up two-factor sign-in. */
export const mustEnrolNow = (mfa: MfaStatus | undefined) => !!mfa?.graceEndsAt && !mfa.enabled && Date.parse(mfa.graceEndsAt) <= Date.now();

/** The server has two-factor sign-in and sessions (it answered an `mfa` status at sign-in). */
export const serverHasMfa = () => !!getAdmin()?.mfa;

/** Keeps the stored account's two-factor status current after enrolment or removal. */
export function storeMfa(mfa: MfaStatus) {
  const admin = getAdmin();
  if (admin) localStorage.setItem(ADMIN_KEY, JSON.stringify({ ...admin, mfa }));
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

/** Set at a sign-in whose account must still enrol in two-factor sign-in: the console asks once (EnrolPrompt). */
export const ENROL_PROMPT_KEY = 'mfa-enrol-prompt';

export function storeSession(token: string, admin: unknown, mfa?: unknown) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ADMIN_KEY, JSON.stringify(admin && mfa ? { ...admin, mfa } : (admin ?? null)));
  const status = mfa as MfaStatus | undefined;
  if (status?.required && !status.enabled) localStorage.setItem(ENROL_PROMPT_KEY, '1');
}

/** What sign-out keeps: the language chosen on this device (the login page stays in it). */
const KEPT_KEYS = ['locale'];

/** Sign-out clears all local storage (the theme choice included) but the language, so nothing of the session stays behind. */
export function clearSession() {
  const kept = KEPT_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
