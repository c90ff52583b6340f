import type { StreamLimits } from './events/stream-limits.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseConfig } from './db/client.ts';
import type { ListSettings } from './plugins/list-settings.ts';
import type { LoadLimits } from './plugins/load-limits.ts';
import { PASSWORD_MIN_LENGTH } from '../entities/team.ts';
import { ConfigError } from './config-error.ts';
import { parseSecurityPolicy, type SecurityPolicy } from './accounts/mfa/policy-config.ts';
import { parseFlagSettings, type FlagSettings } from './domains/fraud/flag-settings.ts';
import { parseMoneySettings, type MoneySettings } from './domains/money/money-settings.ts';
import { parseReviewSettings, type ReviewSettings } from './domains/tasksLog/review-settings.ts';
import { parseContractOnly } from './contract/contract-config.ts';
import { parseChoice, parseCount, parsePort, parsePublicUrl, parseSecret, parseTrustProxy, type TrustProxy } from './config-values.ts';

export { ConfigError } from './config-error.ts';

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  /** Former secrets whose tokens are still accepted (renewed under `jwtSecret`): rotating without signing everyone out. */
  jwtPreviousSecrets?: string[];
  /** A bearer token that may read `/api/metrics` besides admins' own (`METRICS_TOKEN`). */
  metricsToken?: string;
  /** How long one token lives (renewed while the admin is active), in seconds. */
  tokenTtlSeconds: number;
  /** How long a sign-in lasts at most, renewals included, in seconds. */
  sessionMaxSeconds: number;
  /** How far X-Forwarded-* from reverse proxies is believed (the client address and HTTPS). */
  trustProxy: TrustProxy;
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
  /** Two-factor sign-in and step-up rules (`MFA_REQUIRED_ROLES`, `MFA_GRACE_HOURS`, `STEP_UP_NAIRA`) and their clock. */
  security?: Partial<SecurityPolicy>;
  /** What flags a submission as suspicious (`FLAG_MAX_PER_10_MIN`, `FLAG_MIN_ACCOUNT_HOURS`, `PROOF_HOSTS`) and the job that does it. */
  flags?: Partial<FlagSettings>;
  /** Reversals and four-eyes approvals (`ALLOW_NEGATIVE_BALANCE`, `APPROVAL_NAIRA`, `APPROVAL_HOURS`). */
  money?: Partial<MoneySettings>;
  /** How many live change streams a process holds, and for how long (plugins/change-events.ts). */
  events?: Partial<StreamLimits>;
  /** How reviewers share the queue (`CLAIM_MINUTES`). */
  review?: Partial<ReviewSettings>;
  /** Answer the production backend's contract alone (`CONTRACT_ONLY=1`, plugins/contract-only.ts). */
  contractOnly?: boolean;
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_POOL_SIZE = 10;
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** What the command-line tools need (admin, seed, migrate): the database, the first admin, the public address. */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(env.DATA_DIR || './data');
  const database: DatabaseConfig = env.DATABASE_URL ? { driver: 'pg', url: env.DATABASE_URL } : { driver: 'pglite', dataDir };
  const port = parsePort(env.PORT);
  const password = env.ADMIN_PASSWORD;
  if (password !== undefined && password !== '' && [...password.trim()].length < PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters (it has ${[...password.trim()].length}); leave it unset to have one generated and printed`,
    );
  }
  if (env.ADMIN_EMAIL && !/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(env.ADMIN_EMAIL.trim())) {
    throw new ConfigError(`ADMIN_EMAIL must be an ASCII email address such as admin@example.com, not "${env.ADMIN_EMAIL}"`);
  }
  return {
    dataDir,
    database,
    port,
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port || 3000}`),
    initialAdmin: { email: env.ADMIN_EMAIL, password },
  };
}

/** Reads the environment once: every variable the server knows is here, with its default; a setting that cannot work is a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { dataDir, database, port, publicUrl, initialAdmin } = loadToolConfig(env);
  if (database.driver === 'pg') {
    if (!env.JWT_SECRET) {
      throw new ConfigError('DATABASE_URL is set but JWT_SECRET is not: every instance on one database must share it (make one with: openssl rand -base64 48)');
    }
    if (env.DATABASE_LISTEN_URL) database.listenUrl = env.DATABASE_LISTEN_URL;
    database.poolSize = env.DATABASE_POOL_SIZE ? parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 2, 500) : DEFAULT_POOL_SIZE;
    database.statementTimeoutMs = env.DATABASE_STATEMENT_TIMEOUT
      ? parseCount('DATABASE_STATEMENT_TIMEOUT', env.DATABASE_STATEMENT_TIMEOUT, 100, 3_600_000)
      : DEFAULT_STATEMENT_TIMEOUT_MS;
  } else {
    for (const name of ['DATABASE_POOL_SIZE', 'DATABASE_STATEMENT_TIMEOUT'] as const) {
      if (env[name]) throw new ConfigError(`${name} applies to PostgreSQL (DATABASE_URL); the embedded database has no pool`);
    }
  }
  const jwtSecret = env.JWT_SECRET ? parseSecret('JWT_SECRET', env.JWT_SECRET) : readOrCreateSecret(dataDir);
  const jwtPreviousSecrets = (env.JWT_SECRET_PREVIOUS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((secret) => parseSecret('JWT_SECRET_PREVIOUS', secret));
  const config: ServerConfig = {
    port,
    publicUrl,
    host: env.HOST || '0.0.0.0',
    database,
    jwtSecret,
    ...(jwtPreviousSecrets.length && { jwtPreviousSecrets }),
    ...(env.METRICS_TOKEN && { metricsToken: parseSecret('METRICS_TOKEN', env.METRICS_TOKEN) }),
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    sessionMaxSeconds: DEFAULT_SESSION_MAX_SECONDS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: parseChoice('LOG_LEVEL', env.LOG_LEVEL || 'info', LOG_LEVELS),
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    initialAdmin,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    lists: { paging: parseChoice('LIST_PAGING', env.LIST_PAGING || 'on', ['on', 'off']) === 'on' },
    security: parseSecurityPolicy(env),
    flags: parseFlagSettings(env, publicUrl),
    money: parseMoneySettings(env),
    review: parseReviewSettings(env),
    ...(env.REQUESTS_PER_ACCOUNT && { loadLimits: { requestsPerAccount: parseCount('REQUESTS_PER_ACCOUNT', env.REQUESTS_PER_ACCOUNT) } }),
  };
  const contract = parseContractOnly(env, config.sessionMaxSeconds);
  if (!contract) return config;
  return {
    ...config,
    ...contract,
    security: { ...config.security, ...contract.security },
    money: { ...config.money, ...contract.money },
    flags: { ...config.flags, ...contract.flags },
  };
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
