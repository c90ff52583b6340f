import { inArray, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { taskLogs, transactions } from '../../server/db/schema/index.ts';
import { signIn, withToken } from '../helpers/api-client.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

const ROUNDS = 20;
const LOGS = 40;

/**
 * Two server processes on one PostgreSQL: in each round a bulk confirm and a bulk reject over
 * overlapping logs (sharing users, in opposite orders) race single confirms of logs in the overlap.
 * Every log is reviewed by exactly one of them, credited once if confirmed, and nothing deadlocks.
 */
describe('bulk reviews under concurrency across processes', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `bulk vs bulk vs single reviews on overlapping logs, two processes, ${ROUNDS} rounds`,
    async () => {
      const { servers, database } = await start({ REQUESTS_PER_ACCOUNT: '5000' });
      const first = await signIn(servers[0].baseUrl);
      const clients = [first, withToken(servers[1].baseUrl, first.token)];

      for (let round = 0; round < ROUNDS; round++) {
        const logs = await seedPendingLogs(database.db, LOGS, 8);
        const ids = logs.map((log) => log.id);
        const confirming = ids.slice(0, 30);
        const rejecting = ids.slice(10).reverse();
        const singles = [ids[12], ids[20], ids[29], ids[35]];
        const [confirmed, rejected, ...single] = await Promise.all([
          clients[round % 2].send('POST', '/api/tasks/review/bulk', { taskLogIds: confirming, action: 'confirm', includeFlagged: true }),
          clients[(round + 1) % 2].send('POST', '/api/tasks/review/bulk', { taskLogIds: rejecting, action: 'reject', reason: 'Duplicate submission' }),
          ...singles.map((id, i) => clients[i % 2].send('POST', '/api/tasks/review', { taskLogId: id, action: 'confirm' })),
        ]);
        expect([confirmed.status, rejected.status], `round ${round}`).toEqual([200, 200]);
        for (const reply of single) expect([200, 409], `round ${round}: ${JSON.stringify(reply.body)}`).toContain(reply.status);

        // Who won each log, from the answers: exactly one reviewer per log.
        const winners = new Map<string, string[]>();
        const won = (id: string, by: string) => winners.set(id, [...(winners.get(id) ?? []), by]);
        for (const r of (confirmed.body as { data: { results: { taskLogId: string; outcome: string }[] } }).data.results)
          if (r.outcome === 'confirmed') won(r.taskLogId, 'confirm');
        for (const r of (rejected.body as { data: { results: { taskLogId: string; outcome: string }[] } }).data.results)
          if (r.outcome === 'rejected') won(r.taskLogId, 'reject');
        single.forEach((reply, i) => reply.status === 200 && won(singles[i], 'confirm'));
        expect([...winners.keys()].sort(), `round ${round}: every log reviewed`).toEqual([...ids].sort());
        for (const [id, by] of winners) expect(by, `round ${round}: ${id} reviewed once`).toHaveLength(1);

        const rows = await database.db.select({ id: taskLogs.id, status: taskLogs.status }).from(taskLogs).where(inArray(taskLogs.id, ids));
        for (const row of rows) expect(row.status).toBe(winners.get(row.id)![0] === 'confirm' ? 'confirmed' : 'rejected');
        const credits = await database.db
          .select({ reference: transactions.reference })
          .from(transactions)
          .where(
            inArray(
              transactions.reference,
              ids.map((id) => `RWD-TASK-${id}`),
            ),
          );
        expect(credits.length).toBe(rows.filter((row) => row.status === 'confirmed').length);
      }
      const all = await database.db.select({ reference: transactions.reference }).from(transactions).where(like(transactions.reference, 'RWD-TASK-%'));
      expect(new Set(all.map((c) => c.reference)).size).toBe(all.length);
      await expectBalancesEqualLedgers(database.db);
    },
    300_000,
  );
});
