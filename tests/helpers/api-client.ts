import { E2E_ADMIN } from './server-process.ts';

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

/** Signs in as the server process's first admin (E2E_ADMIN). */
export async function signIn(baseUrl: string): Promise<ApiClient> {
  const login = await sendJson(baseUrl, 'POST', '/api/admin/login', E2E_ADMIN);
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return withToken(baseUrl, login.body.data.token);
}

/** The same admin's token used against another server (sharing the database and JWT secret). */
export function withToken(baseUrl: string, token: string): ApiClient {
  return {
    baseUrl,
    token,
    send: (method, path, body, headers = {}) => sendJson(baseUrl, method, path, body, { ...headers, authorization: `Bearer ${token}` }),
  };
}
