import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** pglite without dataDir: in memory (tests), starting from `loadDataDir` (a dump of a migrated database) when given. */
export type DatabaseConfig = (
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      driver: 'pg';
      url: string;
      poolSize?: number;
      /** Any statement running longer is cancelled (0 or absent: no limit). */
      statementTimeoutMs?: number;
      /** Where the change listener connects (LISTEN needs a session: not a transaction-pooling proxy); default `url`. */
      listenUrl?: string;
    }
) & { /** Sees every statement (the benchmark replays them as raw SQL). */ logger?: Logger };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: DatabaseConfig['driver'];
  migrate(): Promise<void>;
  /** Runs `work` (migrations, the first admin) while no other process starting on this database does. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The node-postgres pool, for streaming cursors; absent on PGlite. */
  pool?: pg.Pool;
  /** PostgreSQL's connection string, for connections of their own (shared limits); absent on PGlite. */
  url?: string;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (sent at commit by any process), and
   * `onLost` if the listening connection drops (messages may then have been missed). Resolves to a
   * function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  return config.driver === 'pglite' ? openPglite(config.dataDir, config.logger, config.loadDataDir) : openPostgres(config);
}

async function openPglite(dataDir?: string, logger?: Logger, loadDataDir?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    release = acquireDataDirLock(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  try {
    // DATA_DIR also holds the JWT secret, so PostgreSQL's own files live one level down.
    // pg_trgm serves the lists' substring searches (`ILIKE '%…%'`) from GIN indexes, as on PostgreSQL.
    const client = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined, { extensions: { pg_trgm }, loadDataDir });
    const db = drizzlePglite({ client, schema, casing: 'snake_case', logger });
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      exclusive: (work) => work(), // the data directory lock already keeps other processes out
      // One process holds the database, so its notifications are all there are; they cannot be lost.
      listen: async (channel, onMessage) => {
        const stop = await client.listen(channel, onMessage);
        return async () => stop();
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(config: { url: string; poolSize?: number; statementTimeoutMs?: number; listenUrl?: string; logger?: Logger }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    ...(config.statementTimeoutMs && { statement_timeout: config.statementTimeoutMs }),
    // A connection whose peer vanished silently (NAT or firewall drop) is found by TCP keepalive.
    keepAlive: true,
    // No JIT compiling: the API's statements are short, and PostgreSQL compiles any statement whose
    // estimated cost is high (a count with a subquery per row) for longer than it runs: the review
    // queue's count of 20,000 pending logs took 850 ms, 760 of them compiling, against 90 without.
    options: '-c jit=off',
  });
  // An idle connection dropped by PostgreSQL (restart, failover, network) must not crash the process:
  // the pool discards it, and the next query reconnects or fails (the readiness check answers 503).
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: config.logger });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    pool,
    url: config.url,
    migrate: () => migrateWithoutTimeout(config.url),
    exclusive: (work) => withAdvisoryLock(pool, STARTUP_LOCK, work),
    listen: (channel, onMessage, onLost) => listenOn(config.listenUrl ?? config.url, channel, onMessage, onLost),
    close: () => pool.end(),
  };
}

/** Migrations may build indexes on big tables for longer than requests' statement timeout: their own connection has none. */
async function migrateWithoutTimeout(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  try {
    await migratePg(drizzlePg({ client: pool, schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** Key of the advisory lock taken while a process migrates and creates the first admin. */
const STARTUP_LOCK = 7_270_001;

/**
 * Two servers starting at once on an empty database would both run the migrations (one failing on
 * "relation already exists") and both create the first admin: they take turns on a session lock.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** A connection of its own (not the pool's) that LISTENs on `channel`; any error ends it and reports the loss. */
async function listenOn(url: string, channel: string, onMessage: (payload: string) => void, onLost: () => void) {
  // TCP keepalive finds a peer gone silently; a connection that never completes is given up.
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
  });
  let stopped = false;
  const lost = () => {
    if (stopped) return;
    stopped = true;
    onLost();
    client.end().catch(() => {});
  };
  client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
  client.on('error', lost);
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    client.end().catch(() => {});
    throw error;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => {});
  };
}
