/**
 * Where the console finds its backend, read at run time from `config.json` beside its own files
 * (`{"apiUrl": "https://api.example.ng/api"}` or `{"apiUrl": "/api"}`), so one build serves any
 * backend. A missing file (404) means our own server's `/api`; a file that is there but unusable is
 * a problem the console shows instead of itself (layout/ConfigProblemNotice.tsx), never a guess.
 */

/** The file's address: at the root of the host that serves the console (the build is hosted at a domain's root). */
export const CONFIG_FILE = '/config.json';
/** The API base without a config.json: the same origin's `/api`, as our own server serves it. */
export const DEFAULT_API_URL = '/api';

/** Why config.json cannot be used: a message key of `app.config` and its values. */
export interface ConfigProblem {
  key: `app.config.${'no_answer' | 'unreadable' | 'not_json' | 'no_api_url' | 'bad_api_url'}`;
  values?: Record<string, string | number>;
}

export type ApiConfig = { apiUrl: string; problem?: undefined } | { apiUrl?: undefined; problem: ConfigProblem };

/** A value as the admin wrote it in the file (JSON: strings quoted), cut to fit a sentence. */
const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * An http(s) address or a path on the console's host (one leading slash), without a query or a
 * fragment (paths are appended to it); trailing slashes dropped. Anything else is undefined.
 */
export function validApiUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/[?#\s]/.test(text)) return undefined;
  if (/^\/(?!\/)/.test(text)) return text.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(text)) return undefined;
  try {
    return new URL(text).host ? text.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** What the host answered for config.json, judged: a status (404: not there) and the body's text. */
export function parseApiConfig(status: number, text: string): ApiConfig {
  if (status === 404) return { apiUrl: DEFAULT_API_URL };
  if (status < 200 || status > 299) return { problem: { key: 'app.config.unreadable', values: { status } } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // An HTML page here is a host answering every path with the console's page: the file is missing.
    return { problem: { key: 'app.config.not_json', values: { start: shown(JSON.stringify(text.trim().replace(/\s+/g, ' '))) } } };
  }
  const value = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>).apiUrl : undefined;
  if (value === undefined) return { problem: { key: 'app.config.no_api_url' } };
  const apiUrl = validApiUrl(value);
  return apiUrl === undefined ? { problem: { key: 'app.config.bad_api_url', values: { value: shown(JSON.stringify(value)) } } } : { apiUrl };
}

/** How long the host may take to answer for config.json before the console says it did not. */
export const CONFIG_TIMEOUT_MS = 15_000;

/** Fetches config.json past any cache (an edited file counts at the next visit) and judges it; never rejects. */
export async function readApiConfig(fetcher: typeof fetch = fetch, timeoutMs = CONFIG_TIMEOUT_MS): Promise<ApiConfig> {
  let response: Response;
  try {
    response = await fetcher(CONFIG_FILE, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { problem: { key: 'app.config.no_answer' } };
  }
  return parseApiConfig(response.status, response.status === 404 ? '' : await response.text().catch(() => ''));
}

let loading: Promise<ApiConfig> | undefined;
let loaded: ApiConfig | undefined;

/** Reads config.json once per page: every caller shares the one request (AppRoutes starts it with the console's chunks). */
export function loadApiConfig(): Promise<ApiConfig> {
  return (loading ??= readApiConfig().then((config) => (loaded = config)));
}

/** config.json's problem, once read: the console frame renders after it (AppRoutes' frameChunk). */
export const configProblem = (): ConfigProblem | undefined => loaded?.problem;

/** The API base the console calls: config.json's, once read (the sign-in page and the admin render after it). */
export const apiUrl = (): string => loaded?.apiUrl ?? DEFAULT_API_URL;

let address: { of: string; is: string } | undefined;

/** The API base as an absolute address ("http://127.0.0.1:3300/api"): what the network error names for the admin who set it up. */
export function apiAddress(): string {
  const base = apiUrl();
  if (address?.of !== base) {
    const origin = globalThis.location?.origin;
    address = { of: base, is: origin && origin !== 'null' ? new URL(base || '/', origin).href.replace(/\/$/, '') : base };
  }
  return address.is;
}
