import { eq, inArray } from 'drizzle-orm';
import { createAdminService } from '../../server/accounts/admins.ts';
import { describe, expect } from 'vitest';
import { taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { signIn, withToken } from '../helpers/api-client.ts';
import { insertApprovalRequest, insertTaskLog, insertUser } from '../helpers/builders.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

const ROUNDS = 12;

/** Money moves racing across two processes: a freeze and a confirmation of that user's submission; reverses of one credit; approvals of one request. */
describe('freezes, confirmations and reversals racing across processes', () => {
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

  itOnPostgres(
    `two processes, ${ROUNDS} rounds of 6 reverses of one credit at once: exactly one debit each time`,
    async () => {
      const { servers, database } = await start();
      const db = database.db;
      const admin = await signIn(servers[0].baseUrl);
      const clients = [admin, withToken(servers[1].baseUrl, admin.token)];
      for (let round = 0; round < ROUNDS; round++) {
        const user = await insertUser(db, { createdAt: new Date(Date.now() - 30 * 86_400_000) });
        const log = await insertTaskLog(db, { userId: user.id, amountKobo: 10_000 });
        expect((await admin.send('POST', '/api/tasks/review', { taskLogId: log.id, action: 'confirm' })).status).toBe(200);
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => clients[i % 2].send('POST', `/api/tasks/tasklogs/${log.id}/reverse`, { reason: `Round ${round}` })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
        const debits = await db
          .select()
          .from(transactions)
          .where(eq(transactions.reference, `RWD-TASK-${log.id}-REV`));
        expect(debits).toHaveLength(1);
        expect((await db.select().from(users).where(eq(users.id, user.id)))[0].balanceKobo).toBe(0);
      }
      await expectBalancesEqualLedgers(db);
    },
    180_000,
  );

  itOnPostgres(
    `two processes, ${ROUNDS} rounds of 6 approvals of one request at once: it runs once, one credit per submission`,
    async () => {
      const { servers, database } = await start();
      const db = database.db;
      const admin = await signIn(servers[0].baseUrl);
      const clients = [admin, withToken(servers[1].baseUrl, admin.token)];
      const requester = await createAdminService(db).create({ email: 'two-process-requester@example.com', password: 'requester-password' });
      for (let round = 0; round < ROUNDS; round++) {
        const request = await insertApprovalRequest(db, requester.id, 3);
        const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => clients[i % 2].send('POST', `/api/approvals/${request.id}/approve`)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
        const credits = await db
          .select()
          .from(transactions)
          .where(
            inArray(
              transactions.reference,
              request.taskLogIds.map((id) => `RWD-TASK-${id}`),
            ),
          );
        expect(credits).toHaveLength(3);
      }
      await expectBalancesEqualLedgers(db);
    },
    180_000,
  );
});
