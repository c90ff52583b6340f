import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { signIn, withToken, type ApiReply } from '../helpers/api-client.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { createThrowawayPostgres } from '../helpers/test-app.ts';

const LOGS = 100;
const CONFIRMS_PER_LOG = 10;
const NAME = `two server processes started at once on an empty PostgreSQL, then ${LOGS} pending logs × ${CONFIRMS_PER_LOG} concurrent confirms`;

describe('money under concurrency across processes', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  itOnPostgres(
    NAME,
    async () => {
      const { url, drop } = await createThrowawayPostgres();
      cleanup.push(drop);
      // Both processes start at once on the empty database: they must take turns migrating it.
      // One account sends every confirm at once: far beyond the ceiling meant for people at a console.
      const env = { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url'), REQUESTS_PER_ACCOUNT: '5000' };
      const servers: ServerProcess[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      cleanup.push(...servers.map((s) => () => s.stop()));
      const database: Database = await createDatabase({ driver: 'pg', url });
      cleanup.push(() => database.close());
      const logs = await seedPendingLogs(database.db, LOGS, 5);
      const first = await signIn(servers[0].baseUrl);
      const clients = [first, withToken(servers[1].baseUrl, first.token)];

      // Every log's ten confirms leave at once, alternating between the two processes.
      const attempts = logs.flatMap((log) => Array.from({ length: CONFIRMS_PER_LOG }, (_, i) => ({ server: i % 2, log: log.id })));
      const startedAt = performance.now();
      const replies: (ApiReply & { server: number })[] = await Promise.all(
        attempts.map(async ({ server, log }) => ({
          server,
          ...(await clients[server].send('POST', '/api/tasks/review', { taskLogId: log, action: 'confirm' })),
        })),
      );

      const count = (status: number, server?: number) => replies.filter((r) => r.status === status && (server === undefined || r.server === server)).length;
      expect(replies.filter((r) => r.status !== 200 && r.status !== 409).slice(0, 3)).toEqual([]);
      expect(count(200)).toBe(LOGS);
      expect(count(409)).toBe(LOGS * (CONFIRMS_PER_LOG - 1));
      const ms = Math.round(performance.now() - startedAt);
      console.info(
        `two processes: ${attempts.length} confirms in ${ms} ms; credits won ${count(200, 0)} / ${count(200, 1)}, 409s ${count(409, 0)} / ${count(409, 1)}`,
      );

      const db = database.db;
      expect(new Set((await db.select({ status: taskLogs.status }).from(taskLogs)).map((l) => l.status))).toEqual(new Set(['confirmed']));
      const credits = await db.select().from(transactions).where(like(transactions.reference, 'RWD-TASK-%'));
      expect(credits).toHaveLength(LOGS);
      expect(new Set(credits.map((c) => c.reference))).toEqual(new Set(logs.map((l) => `RWD-TASK-${l.id}`)));
      const owed = new Map<string, number>();
      for (const log of logs) owed.set(log.userId, (owed.get(log.userId) ?? 0) + log.amountKobo);
      const balances = await db.select({ id: users.id, balance: users.balanceKobo }).from(users);
      expect(new Map(balances.map((u) => [u.id, u.balance]))).toEqual(owed);
      await expectBalancesEqualLedgers(db);
    },
    180_000,
  );
});
