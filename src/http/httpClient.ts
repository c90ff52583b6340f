import { fetchUtils, HttpError } from 'react-admin';
import { type FieldLabels, serverMessage } from '@/http/serverMessage.ts';
import { getToken, setToken } from '@/http/session.ts';
import { askForStepUp, needsStepUp } from '@/http/stepUp.ts';

/** The message key of a failure no server message describes: the server could not be reached. */
export const NETWORK_ERROR = 'app.error.network';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** false: send no Authorization header (the login call). */
  requiresToken?: boolean;
  /** Extra request headers (Idempotency-Key). */
  headers?: Record<string, string>;
  /** Cancels the request (a search typed further, a page left): it then fails with the abort, not a network error. */
  signal?: AbortSignal;
  /** The sending form's field labels: a refusal names its field by them. */
  labels?: FieldLabels;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  json: unknown;
  body: string;
}

export type HttpClient = (path: string, options?: RequestOptions) => Promise<HttpResponse>;

/** Where our server puts a renewed token while the admin is active (the production one never does). */
export const RENEWED_TOKEN_HEADER = 'X-Access-Token';

/**
 * JSON over fetch to the API base, with `Authorization: Bearer <token>` on every call but those
 * that opt out, keeping the stored token renewed. Failures are react-admin `HttpError`s: the
 * server's message when it sent one (serverMessage.ts), the network message when nothing answered.
 */
export function createHttpClient(apiUrl: string): HttpClient {
  const send = sender(apiUrl);
  // A change that needs a fresh code (403 auth.step_up_required) is sent again, unchanged (its
  // Idempotency-Key too, so it applies once), after the admin entered one; a cancel keeps the refusal.
  return async (path, options) => {
    for (;;) {
      try {
        return await send(path, options);
      } catch (error) {
        if (!needsStepUp(error) || !(await askForStepUp())) throw error;
      }
    }
  };
}

function sender(apiUrl: string): HttpClient {
  return async (path, { method = 'GET', body, requiresToken = true, headers, signal, labels } = {}) => {
    const token = requiresToken ? getToken() : null;
    const options: fetchUtils.Options = {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
      // fetchUtils only adds its default Accept header when given none of ours.
      headers: headers && new Headers({ Accept: 'application/json', ...headers }),
      signal,
    };
    try {
      const { status, headers, json, body: text } = await fetchUtils.fetchJson(`${apiUrl}${path}`, options);
      const renewed = token && headers.get(RENEWED_TOKEN_HEADER);
      if (renewed && getToken() === token) setToken(renewed);
      return { status, headers, json, body: text };
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(serverMessage(error.body, labels) ?? error.message, error.status, error.body);
      if (signal?.aborted) throw error;
      throw new HttpError(NETWORK_ERROR, 0, null);
    }
  };
}

/** The server's own `message` wins; otherwise the area's fallback message key. */
export function withFallbackMessage(error: unknown, fallback: string): unknown {
  if (!(error instanceof HttpError) || error.status === 0) return error;
  const body = error.body as { message?: unknown } | null;
  if (typeof body?.message === 'string' && body.message) return error;
  return new HttpError(fallback, error.status, error.body);
}
