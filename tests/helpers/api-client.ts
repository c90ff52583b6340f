import { E2E_ADMIN } from './server-process.ts';
import { nextTestKeyCode } from './mfa.ts';

export interface ApiReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A signed-in admin talking to a real server over HTTP (not inject): what the console does. */
export interface ApiClient {
  baseUrl: string;
  token: string;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiReply>;
}

/** Sends one request and reads the whole answer; a dropped connection rejects. */
export async function sendJson(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiReply> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

/**
 * Signs in another team member with a password (no second factor): the sign-in's data (token, admin,
 * mfa). The suite's sign-ins all come from one address, which the server limits per minute: a 429 is
 * waited out as its Retry-After says (the window's end), at most twice, rather than failing the test.
 */
export async function passwordSignIn(baseUrl: string, account: { email: string; password: string }): Promise<{ token: string; admin: object; mfa: object }> {
  for (let attempt = 1; ; attempt++) {
    const login = await sendJson(baseUrl, 'POST', '/api/admin/login', { email: account.email, password: account.password });
    if (login.status === 200) return login.body.data;
    const retryAfter = Number(login.body?.params?.smart_count);
    if (login.status !== 429 || attempt > 2 || !(retryAfter > 0))
      throw new Error(`sign-in of ${account.email} failed: ${login.status} ${JSON.stringify(login.body)}`);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** The same, its token alone. */
export const passwordToken = async (baseUrl: string, account: { email: string; password: string }): Promise<string> =>
  (await passwordSignIn(baseUrl, account)).token;

/**
 * Signs in as the server process's first admin (E2E_ADMIN): when its account has two-factor sign-in
 * (the browser suite's has the test key), with a code as well, which counts as a step-up for 10 minutes.
 */
export async function signIn(baseUrl: string, who = E2E_ADMIN): Promise<ApiClient & { admin: unknown; mfa: unknown }> {
  let login = await sendJson(baseUrl, 'POST', '/api/admin/login', who);
  if (login.status === 200 && login.body.data.challenge) {
    const { code } = await nextTestKeyCode();
    login = await sendJson(baseUrl, 'POST', '/api/admin/login/mfa', { challenge: login.body.data.challenge, code });
  }
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...withToken(baseUrl, login.body.data.token), admin: login.body.data.admin, mfa: login.body.data.mfa };
}

/** The same admin's token used against another server (sharing the database and JWT secret). */
export function withToken(baseUrl: string, token: string): ApiClient {
  return {
    baseUrl,
    token,
    send: (method, path, body, headers = {}) => sendJson(baseUrl, method, path, body, { ...headers, authorization: `Bearer ${token}` }),
  };
}
