import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { createDatabase } from '../../server/db/client.ts';
import { admins, taskLogs } from '../../server/db/schema/index.ts';
import { sendJson, signIn, withToken, type ApiClient, type ApiReply } from '../helpers/api-client.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { seedPendingLogs } from '../helpers/pending-logs.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createThrowawayPostgres } from '../helpers/test-app.ts';
import { markSteppedUp } from '../helpers/mfa.ts';
import { until } from '../helpers/until.ts';

/** Confirms sent at once by the reviewer's session, each worker taking the next pending log. */
const WORKERS = 6;
/** Confirms each worker still sends after the change was answered. */
const AFTER_ANSWER = 5;
/** Confirms accepted before the change is sent, so that it lands among them. */
const BEFORE_CHANGE = 20;
const LOGS_PER_ROUND = 400;

const CHANGES: { name: string; send(admin: ApiClient, id: string): Promise<ApiReply> }[] = [
  { name: 'disabled', send: (admin, id) => admin.send('PUT', `/api/admin/admins/${id}`, { disabled: true }) },
  { name: 'demoted to viewer', send: (admin, id) => admin.send('PUT', `/api/admin/admins/${id}`, { role: 'viewer' }) },
  { name: 'password reset', send: (admin, id) => admin.send('POST', `/api/admin/admins/${id}/reset-password`) },
];

interface Attempt {
  sentAt: number;
  status: number;
}

/**
 * A reviewer's session confirms pending logs through one server process while an admin disables,
 * demotes or resets the password of that reviewer through another (both on one PostgreSQL, the
 * second's session check answered from its memory). Once the change is answered, no confirm of
 * that session is accepted: none sent after the answer, and none written after it.
 */
describe('a session ended on one process writes nothing more on another', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  itOnPostgres(
    `${WORKERS} confirming workers on process B vs a team change on process A, ${CHANGES.length} rounds`,
    async () => {
      const { url, drop } = await createThrowawayPostgres();
      cleanup.push(drop);
      const env = { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('base64url'), REQUESTS_PER_ACCOUNT: '5000' };
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      cleanup.push(
        () => a.stop(),
        () => b.stop(),
      );
      const database = await createDatabase({ driver: 'pg', url });
      cleanup.push(() => database.close());
      const db = database.db;
      const admin = await signIn(a.baseUrl);
      // A new role needs a code entered lately: given here, as the session's end is the subject.
      await markSteppedUp(db, admin.token);
      const summary: string[] = [];

      for (const [round, change] of CHANGES.entries()) {
        const who = { email: `reviewer-${round}@example.com`, password: `reviewer-password-${round}` };
        const added = await admin.send('POST', '/api/admin/admins', { ...who, name: `Reviewer ${round}`, role: 'reviewer' });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
        const reviewerId: string = added.body.data._id;
        const reviewer = withToken(b.baseUrl, (await sendJson(b.baseUrl, 'POST', '/api/admin/login', who)).body.data.token);
        const seeded = (await seedPendingLogs(db, LOGS_PER_ROUND, 4)).map((log) => log.id);
        // Checked for flags before the round: the flag job's own update of a confirmed row would
        // give it a newer transaction id than the change's, as if the confirm came after it.
        await db.update(taskLogs).set({ flagsCheckedAt: new Date() }).where(inArray(taskLogs.id, seeded));
        const queue = [...seeded];

        const attempts: Attempt[] = [];
        const answer: { at?: number } = {};
        const worker = async () => {
          let sentAfter = 0;
          while (sentAfter < AFTER_ANSWER) {
            const taskLogId = queue.pop();
            if (!taskLogId) throw new Error('ran out of pending logs: raise LOGS_PER_ROUND');
            const sentAt = Date.now();
            if (answer.at !== undefined && sentAt > answer.at) sentAfter++;
            const reply = await reviewer.send('POST', '/api/tasks/review', { taskLogId, action: 'confirm' });
            attempts.push({ sentAt, status: reply.status });
          }
        };
        const workers = Promise.all(Array.from({ length: WORKERS }, worker));
        workers.catch(() => {}); // awaited below, once the change is answered
        await until(() => attempts.filter((x) => x.status === 200).length >= BEFORE_CHANGE, `${BEFORE_CHANGE} confirms`, { timeout: 20_000 });
        const changed = await change.send(admin, reviewerId);
        const answeredAt = (answer.at = Date.now());
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        await workers;

        const accepted = attempts.filter((x) => x.status === 200);
        const sentAfter = attempts.filter((x) => x.sentAt > answeredAt);
        for (const refused of attempts.filter((x) => x.status !== 200)) expect([401, 403], change.name).toContain(refused.status);
        const byReviewer = and(eq(taskLogs.reviewedBy, reviewerId), eq(taskLogs.status, 'confirmed'));
        const confirmed = await db.select({ id: taskLogs.id }).from(taskLogs).where(byReviewer);
        // Transaction ids are handed out in order, at a transaction's first row lock or write. The
        // change takes its first one after the reviewer's writes in flight: a confirm with a newer id
        // is one the change did not wait for.
        const [{ xid }] = await db
          .select({ xid: sql<string>`admins.xmin::text` })
          .from(admins)
          .where(eq(admins.id, reviewerId));
        const writtenAfter = await db
          .select({ id: taskLogs.id })
          .from(taskLogs)
          .where(and(byReviewer, sql`task_logs.xmin::text::bigint > ${xid}::bigint`));
        summary.push(
          `${change.name}: ${attempts.length} confirms (${accepted.length} accepted), ${sentAfter.length} sent after the answer, ${sentAfter.filter((x) => x.status === 200).length} of them accepted, ${writtenAfter.length} written after the change`,
        );

        expect(
          sentAfter.filter((x) => x.status === 200),
          `${change.name}: confirms sent after the answer and accepted`,
        ).toEqual([]);
        expect(writtenAfter, `${change.name}: confirms written after the change`).toEqual([]);
        // Every accepted confirm was answered, and no refused one wrote anything.
        expect(confirmed).toHaveLength(accepted.length);
        const pending = await db
          .select({ id: taskLogs.id })
          .from(taskLogs)
          .where(and(inArray(taskLogs.id, seeded), eq(taskLogs.status, 'pending')));
        expect(pending).toHaveLength(seeded.length - accepted.length);
      }
      console.info(summary.join('\n'));
      await expectBalancesEqualLedgers(db);
    },
    120_000,
  );
});
