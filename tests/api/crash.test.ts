import { randomBytes, randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { signIn, withToken } from '../helpers/api-client.ts';
import { crashViolations } from '../helpers/crash-invariants.ts';
import { attemptsOf, newWriteBook, retryUnanswered, startWrites, type WriteBook } from '../helpers/crash-writes.ts';
import { insertApprovalRequest, insertPackage } from '../helpers/builders.ts';
import { createAdminService } from '../../server/accounts/admins.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { E2E_ADMIN, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { createThrowawayPostgres, testDrivers, type TestDriver } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

/** 1 kill per database in `npm test` (CI's time budget), 20 in `npm run test:reliability` (each round restarts the server: ~4 s on an idle 2-core machine, ~10 s at load 14–17). */
const ROUNDS = Number(process.env.CRASH_ROUNDS || 1);
const PENDING_LOGS = 60 * ROUNDS;
const APPROVALS = 5 * ROUNDS;

/** The data a crashed server leaves, and how the test reads it without touching the server's copy. */
interface Target {
  env: Record<string, string>;
  seed: Awaited<ReturnType<typeof seed>>;
  /** The database as the killed server left it (PGlite: a copy, so the server recovers its own files). */
  inspect<T>(read: (database: Database) => Promise<T>): Promise<T>;
  lockPath?: string;
  dispose(): Promise<void>;
}

async function seed(database: Database) {
  await database.migrate();
  const pkg = await insertPackage(database.db);
  const logs = await seedPendingLogs(database.db, PENDING_LOGS);
  // Requests of another admin for the signed-in one to approve: a kill may land in the middle of one.
  await createAdminService(database.db).ensureInitialAdmin(E2E_ADMIN);
  const requester = await createAdminService(database.db).create({ email: 'crash-requester@example.com', password: 'crash-requester-password' });
  const approvals = [];
  for (let i = 0; i < APPROVALS; i++) approvals.push((await insertApprovalRequest(database.db, requester.id, 3)).id);
  return { packageId: pkg.id, pending: logs.map((l) => l.id), approvals };
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'rewards-crash-'));
  const dataDir = join(dir, 'data');
  const database = await createDatabase({ driver: 'pglite', dataDir });
  const seeded = await seed(database).finally(() => database.close());
  return {
    env: { DATA_DIR: dataDir },
    seed: seeded,
    lockPath: `${dataDir}.lock`,
    inspect: async (read) => {
      const copy = join(dir, `inspect-${randomBytes(4).toString('hex')}`);
      cpSync(dataDir, copy, { recursive: true });
      const opened = await createDatabase({ driver: 'pglite', dataDir: copy });
      try {
        return await read(opened);
      } finally {
        await opened.close();
        rmSync(copy, { recursive: true, force: true });
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const { url, drop } = await createThrowawayPostgres();
  const database = await createDatabase({ driver: 'pg', url });
  return {
    env: { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url') },
    seed: await seed(database),
    inspect: (read) => read(database),
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Starts the server on the target's data, timing how long until it answers /api/health. */
async function startOn(target: Target) {
  const startedAt = performance.now();
  const server = await startServerProcess(target.env, { keepData: true });
  if (target.env.DATA_DIR) rmSync(server.dataDir, { recursive: true, force: true }); // its own unused folder
  return { server, startMs: performance.now() - startedAt };
}

async function kill9(server: ServerProcess) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** The checks of one crash (on a copy, for PGlite) while the server restarts on the crashed data. */
async function checkAndRestart(target: Target, book: WriteBook, label: string) {
  if (target.lockPath) expect(existsSync(target.lockPath), 'the killed server left its lock').toBe(true);
  const [violations, restarted] = await Promise.all([target.inspect((database) => crashViolations(database.db, book)), startOn(target)]);
  try {
    expect(book.unexpected).toEqual([]);
    expect(violations, label).toEqual([]);
  } catch (error) {
    // A failed check stops the restarted server too: left running, it would hold the database its disposal drops, until the test times out.
    await restarted.server.stop();
    throw error;
  }
  return restarted;
}

describe.concurrent.each(testDrivers)('kill -9 in the middle of bulk creates and reviews [%s]', (driver: TestDriver) => {
  it(`${ROUNDS} kill round(s): every acknowledged write survives, no half-applied batch or review, the server starts again`, async () => {
    const target = driver === 'pglite' ? await pgliteTarget() : await postgresTarget();
    const book = newWriteBook();
    const startMs: number[] = [];
    let cutOff = 0;
    let { server } = await startOn(target);
    const token = (await signIn(server.baseUrl)).token;
    const startedAt = performance.now();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const api = withToken(server.baseUrl, token);
        await retryUnanswered(api, book);
        const writes = startWrites(api, book, { round, packageId: target.seed.packageId, pending: target.seed.pending, approvals: target.seed.approvals });
        // The kill comes after 1–10 acknowledged writes (however long a busy machine takes to answer them), with more in flight.
        const ackedBeforeKill = 1 + randomInt(10);
        try {
          const ready = () => writes.acks() >= ackedBeforeKill || book.unexpected.length > 0;
          await until(ready, `${ackedBeforeKill} acknowledged writes`, { timeout: 120_000, interval: 5 });
        } finally {
          writes.stop();
        }
        await kill9(server);
        await writes.finished;
        cutOff += attemptsOf(book).filter((a) => !a.acked).length;
        const restarted = await checkAndRestart(target, book, `after kill ${round + 1}`);
        server = restarted.server;
        startMs.push(restarted.startMs);
      }
      // The writes cut off by the last kill can be retried too; then a clean stop and a last check.
      await retryUnanswered(withToken(server.baseUrl, token), book);
      await server.stop();
      expect(book.unexpected).toEqual([]);
      expect(await target.inspect((database) => crashViolations(database.db, book))).toEqual([]);
      const starts = startMs.map(Math.round).sort((a, b) => a - b);
      console.info(
        `crash [${driver}]: ${ROUNDS} kills in ${Math.round((performance.now() - startedAt) / 1000)} s; ${book.bulks.length} bulk creates ` +
          `(${book.bulks.reduce((sum, b) => sum + b.quantity, 0)} coupons), ${book.reviews.length} reviews, ${book.approvals.length} approvals; ${cutOff} writes cut off by a kill, ` +
          `all retried with their Idempotency-Key; restart to healthy: median ${starts[starts.length >> 1]} ms, max ${starts.at(-1)} ms`,
      );
    } finally {
      await server.stop();
      await target.dispose();
    }
  }, 900_000);
});
