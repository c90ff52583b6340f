import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { signIn, withToken } from '../helpers/api-client.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

const ROUNDS = 12;

/** A freeze on one process and a confirmation of that user's submission on another, sent at once. */
describe('a freeze racing a confirmation across processes', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `two processes, ${ROUNDS} rounds: the confirmation finished first, or it is refused; never both`,
    async () => {
      const { servers, database } = await start();
      const db = database.db;
      const confirmer = await signIn(servers[0].baseUrl);
      const freezer = withToken(servers[1].baseUrl, confirmer.token);
      const seen = { confirmedFirst: 0, refused: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const user = await insertUser(db, { createdAt: new Date(Date.now() - 30 * 86_400_000) });
        const log = await insertTaskLog(db, { userId: user.id });
        const [confirm, freeze] = await Promise.all([
          confirmer.send('POST', '/api/tasks/review', { taskLogId: log.id, action: 'confirm' }),
          freezer.send('POST', `/api/admin/users/${user.id}/freeze`, { reason: `Round ${round}` }),
        ]);
        expect(freeze.status).toBe(200);
        const [after] = await db.select().from(taskLogs).where(eq(taskLogs.id, log.id));
        const [frozen] = await db.select().from(users).where(eq(users.id, user.id));
        const credits = await db.select().from(transactions).where(eq(transactions.userId, user.id));
        if (confirm.status === 200) {
          seen.confirmedFirst++;
          expect(after.status).toBe('confirmed');
          expect(after.reviewedAt!.getTime()).toBeLessThanOrEqual(frozen.frozenAt!.getTime());
          expect(credits).toHaveLength(1);
        } else {
          seen.refused++;
          expect([confirm.status, confirm.body.code]).toEqual([409, 'user.frozen']);
          expect(after.status).toBe('pending');
          expect(credits).toHaveLength(0);
        }
      }
      await expectBalancesEqualLedgers(db);
      console.info(`freeze vs confirm over two processes: ${seen.confirmedFirst} confirmed first, ${seen.refused} refused`);
    },
    180_000,
  );
});
