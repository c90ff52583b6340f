import type { Logger } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import type { DatabaseConfig } from '../server/db/client.ts';
import { createDatabase } from '../server/db/client.ts';
import { BENCH_ADMIN, BENCH_JWT_SECRET } from './datasets.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The real server built in this process on a benchmark database, with every SQL statement it runs
 * recorded: a request's statements can then be replayed as raw SQL and timed on their own.
 */
export async function inProcessServer(database: DatabaseConfig) {
  let recording: Statement[] | undefined;
  const logger: Logger = { logQuery: (sql, params) => recording?.push({ sql, params }) };
  const opened = await createDatabase({ ...database, logger });
  const app = await buildApp(
    {
      database,
      jwtSecret: BENCH_JWT_SECRET,
      tokenTtlSeconds: 3600,
      sessionMaxSeconds: 3600 * 12,
      trustProxy: false,
      logLevel: 'silent',
      initialAdmin: BENCH_ADMIN,
      corsOrigins: [],
    },
    { database: opened, logger: false },
  );
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: BENCH_ADMIN });
  const token = login.json().data.token as string;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return {
    app,
    database: opened,
    token,
    get,
    /** The statements one GET runs (after a warm-up call, so only the request's own). */
    async statementsOf(url: string): Promise<Statement[]> {
      recording = [];
      const res = await get(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const statements = recording.filter((s) => !/from "revoked_sessions"|"admins"|^explain/.test(s.sql));
      recording = undefined;
      return statements;
    },
    /** Runs one statement as raw SQL through the driver (no Drizzle mapping, no HTTP). */
    async raw(statement: Statement): Promise<void> {
      if (opened.pool) await opened.pool.query(statement.sql, statement.params);
      else await (opened.db as unknown as { $client: { query(s: string, p: unknown[]): Promise<unknown> } }).$client.query(statement.sql, statement.params);
    },
    close: async () => {
      await app.close();
      await opened.close(); // the app was handed the database, so closing it is ours (PGlite's lock)
    },
  };
}
