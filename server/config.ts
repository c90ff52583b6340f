import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseConfig } from './db/client.ts';
import type { ListSettings } from './plugins/list-settings.ts';
import type { LoadLimits } from './plugins/load-limits.ts';
import { MIN_SECRET_BYTES } from './services/tokens.ts';

/** A setting the server cannot start with; main prints its message alone, without a stack. */
export class ConfigError extends Error {}

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  /** How long one token lives (renewed while the admin is active), in seconds. */
  tokenTtlSeconds: number;
  /** How long a sign-in lasts at most, renewals included, in seconds. */
  sessionMaxSeconds: number;
  /** Trust X-Forwarded-* from a reverse proxy (for the client address and HTTPS). */
  trustProxy: boolean;
  logLevel: string;
  /** The built console to serve on the same origin; absent in API-only tests. */
  staticDir?: string;
  /** The first admin, created when there is none. */
  initialAdmin?: { email?: string; password?: string };
  corsOrigins: string[];
  /**
   * The address admins reach the server at (`PUBLIC_URL`, default http://localhost:<PORT>): the demo
   * seed links its proof screenshots to it, and the console may show images from its origin.
   */
  publicUrl?: string;
  /** The paging extension on or off (`LIST_PAGING=off`), and where totals become estimates. */
  lists?: Partial<ListSettings>;
  /** Concurrent heavy requests per account and overall (plugins/load-limits.ts). */
  loadLimits?: Partial<LoadLimits>;
  httpTimeouts?: Partial<HttpTimeouts>;
}

/** How long a client may take, so that half-sent requests and idle sockets do not pile up. */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleSocketMs: number;
  /** A kept-alive connection waits this long for the next request. */
  keepAliveMs: number;
  /** How often the server looks for requests past `requestMs`. */
  checkEveryMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, idleSocketMs: 120_000, keepAliveMs: 10_000, checkEveryMs: 2_000 };

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
}

const DEFAULT_TOKEN_TTL_SECONDS = 30 * 60;
const DEFAULT_SESSION_MAX_SECONDS = 12 * 60 * 60;

/** Reads the environment once: every variable the server knows is here, with its default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { driver: 'pg', url: env.DATABASE_URL }
    : { driver: 'pglite', dataDir };
  const port = parsePort(env.PORT);
  return {
    port,
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port || 3000}`),
    host: env.HOST || '0.0.0.0',
    database,
    jwtSecret: env.JWT_SECRET ? checkSecret(env.JWT_SECRET) : readOrCreateSecret(dataDir),
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    sessionMaxSeconds: DEFAULT_SESSION_MAX_SECONDS,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    initialAdmin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    lists: { paging: env.LIST_PAGING !== 'off' },
    ...(env.REQUESTS_PER_ACCOUNT && { loadLimits: { requestsPerAccount: parseCount('REQUESTS_PER_ACCOUNT', env.REQUESTS_PER_ACCOUNT) } }),
  };
}

function checkSecret(secret: string): string {
  const bytes = Buffer.byteLength(secret);
  if (bytes < MIN_SECRET_BYTES) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long (it has ${bytes}); make one with: openssl rand -base64 48`);
  }
  return secret;
}

function parsePublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://admin.example.ng, not "${value}"`);
  return url.origin + url.pathname.replace(/\/$/, '');
}

function parseCount(name: string, value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${value}"`);
  return count;
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/** Without JWT_SECRET, a random secret is kept in DATA_DIR so tokens survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
