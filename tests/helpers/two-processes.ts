import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createThrowawayPostgres } from './test-app.ts';

/**
 * Two server processes on one throw-away PostgreSQL database sharing a JWT secret, and the test's
 * own connection to it; everything is stopped and dropped after the file. Call `start` inside the test:
 * the tests of a file that ask for the same settings share one pair.
 */
export function twoProcessesOnPostgres() {
  const cleanup: (() => Promise<void>)[] = [];
  const started = new Map<string, Promise<TwoProcesses>>();
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  return (env: Record<string, string> = {}): Promise<TwoProcesses> => {
    const key = JSON.stringify(env);
    if (!started.has(key)) started.set(key, startPair(env, cleanup));
    return started.get(key)!;
  };
}

interface TwoProcesses {
  url: string;
  servers: ServerProcess[];
  database: Database;
}

async function startPair(env: Record<string, string>, cleanup: (() => Promise<void>)[]): Promise<TwoProcesses> {
  const { url, drop } = await createThrowawayPostgres();
  cleanup.push(drop);
  const shared = { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url'), ...env };
  const servers = [await startServerProcess(shared)];
  servers.push(await startServerProcess(shared));
  cleanup.push(...servers.map((s) => () => s.stop()));
  const database = await createDatabase({ driver: 'pg', url });
  cleanup.push(() => database.close());
  return { url, servers, database };
}
