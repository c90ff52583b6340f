import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createThrowawayPostgres } from './test-app.ts';

/**
 * Two server processes on one throw-away PostgreSQL database sharing a JWT secret, and the test's
 * own connection to it; everything is stopped and dropped after the file. Call `start` inside the test.
 */
export function twoProcessesOnPostgres() {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  return async (env: Record<string, string> = {}): Promise<{ url: string; servers: ServerProcess[]; database: Database }> => {
    const { url, drop } = await createThrowawayPostgres();
    cleanup.push(drop);
    const shared = { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url'), ...env };
    const servers = [await startServerProcess(shared)];
    servers.push(await startServerProcess(shared));
    cleanup.push(...servers.map((s) => () => s.stop()));
    const database = await createDatabase({ driver: 'pg', url });
    cleanup.push(() => database.close());
    return { url, servers, database };
  };
}
