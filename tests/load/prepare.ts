import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDatabase, type Database, type DatabaseConfig } from '../../server/db/client.ts';
import { createAdminService } from '../../server/accounts/admins.ts';
import { insertPackage } from '../helpers/builders.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { createThrowawayPostgres } from '../helpers/test-app.ts';

export type Driver = 'pglite' | 'pg';

/** Admins the load spreads over, so no account reaches its own ceiling of requests in flight. */
export const LOAD_ACCOUNTS = Array.from({ length: 8 }, (_, i) => ({ email: `load-${i}@test.ng`, password: 'load-test-password' }));

/** What the load needs in the database before the server starts: packages, users, logs to review. */
export interface Prepared {
  env: Record<string, string>;
  packageId: string;
  pendingLogIds: string[];
  dispose(): Promise<void>;
}

async function seed(database: Database, pendingLogs: number) {
  await database.migrate();
  const admins = createAdminService(database.db);
  // The server's own first admin too: it is created only on an empty admins table.
  for (const account of [E2E_ADMIN, ...LOAD_ACCOUNTS]) await admins.create(account);
  const pkg = await insertPackage(database.db, { name: 'Load Gold' });
  for (let i = 0; i < 20; i++) await insertPackage(database.db);
  const logs = await seedPendingLogs(database.db, pendingLogs, 5);
  return { packageId: pkg.id, pendingLogIds: logs.map((l) => l.id) };
}

/** A fresh database for one load run: a temporary DATA_DIR, or a throw-away PostgreSQL database. */
export async function prepare(driver: Driver, pendingLogs: number): Promise<Prepared> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'rewards-load-'));
    const config: DatabaseConfig = { driver: 'pglite', dataDir: join(dir, 'data') };
    const database = await createDatabase(config);
    const seeded = await seed(database, pendingLogs).finally(() => database.close());
    return { env: { DATA_DIR: config.dataDir! }, ...seeded, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createThrowawayPostgres();
  const database = await createDatabase({ driver: 'pg', url });
  const seeded = await seed(database, pendingLogs).finally(() => database.close());
  return { env: { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url') }, ...seeded, dispose: drop };
}
