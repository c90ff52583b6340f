import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { taskLogs, transactions } from '../../server/db/schema/index.ts';
import { taskRewardReference } from '../../server/domains/tasksLog/task-rewards.ts';
import { markSteppedUp } from './mfa.ts';
import { sendJson, signIn, withToken, type ApiClient } from './api-client.ts';
import { seedPendingLogs } from './pending-logs.ts';
import type { ServerProcess } from './server-process.ts';

/** What a team of reviewers clearing a queue did, and what the database holds after. */
export interface QueueClearing {
  reviewers: number;
  rows: number;
  ms: number;
  /** Reviews answered 200 (each one credit). */
  reviewed: number;
  /** Reviews refused because another review had taken the row first: the race claims prevent. */
  reviewedTwice: number;
  /** Reviews refused because another reviewer held the row (none should happen: queues never show them). */
  claimedConflicts: number;
  /** Other failures, by status. */
  failures: Record<string, number>;
  /** In the database after: confirmed logs, and reward credits written for them. */
  confirmed: number;
  credits: number;
}

/**
 * `reviewers` reviewer accounts, spread over `servers`, each reading their claimed queue
 * (`perPage` rows) and confirming every row of it, until nothing waits for anyone.
 */
export async function clearQueue(servers: ServerProcess[], database: Database, rows: number, reviewers: number, perPage = 20): Promise<QueueClearing> {
  const logs = await seedPendingLogs(database.db, rows, 50);
  const taskId = logs[0].taskId;
  const admin = await signIn(servers[0].baseUrl);
  await markSteppedUp(database.db, admin.token);
  const team: ApiClient[] = [];
  for (let i = 0; i < reviewers; i++) {
    const account = { email: `queue-${taskId.slice(0, 8)}-${i}@example.com`, password: `queue-reviewer-password-${i}` };
    const made = await admin.send('POST', '/api/admin/admins', { ...account, name: `Queue Reviewer ${i}`, role: 'reviewer' });
    if (made.status !== 201) throw new Error(`creating a reviewer: ${made.status} ${JSON.stringify(made.body)}`);
    const login = await sendJson(servers[i % servers.length].baseUrl, 'POST', '/api/admin/login', account, { 'x-forwarded-for': `10.77.${i}.1` });
    team.push(withToken(servers[i % servers.length].baseUrl, login.body.data.token));
  }
  const result: QueueClearing = { reviewers, rows, ms: 0, reviewed: 0, reviewedTwice: 0, claimedConflicts: 0, failures: {}, confirmed: 0, credits: 0 };
  const started = Date.now();
  await Promise.all(
    team.map(async (reviewer) => {
      for (;;) {
        const page = await reviewer.send('GET', `/api/tasks/tasklogs/queue?taskId=${taskId}&perPage=${perPage}`);
        if (page.status !== 200) throw new Error(`the queue: ${page.status} ${JSON.stringify(page.body)}`);
        const mine = page.body.data as { _id: string }[];
        if (!mine.length) {
          if (page.body.meta.total === 0) return;
          // Others hold what is left: it comes free when they review it (or their claims end).
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        const before = result.reviewed + result.reviewedTwice + result.claimedConflicts;
        for (const { _id } of mine) {
          const answer = await reviewer.send('POST', '/api/tasks/review', { taskLogId: _id, action: 'confirm' });
          const code = (answer.body as { code?: string }).code;
          if (answer.status === 200) result.reviewed += 1;
          else if (code === 'review.already_reviewed') result.reviewedTwice += 1;
          else if (code === 'review.claimed') result.claimedConflicts += 1;
          else result.failures[`${answer.status} ${code}`] = (result.failures[`${answer.status} ${code}`] ?? 0) + 1;
        }
        // A page whose every review failed would come back the same: stop, the failures say why.
        if (result.reviewed + result.reviewedTwice + result.claimedConflicts === before) return;
      }
    }),
  );
  result.ms = Date.now() - started;
  const [{ confirmed }] = await database.db
    .select({ confirmed: count() })
    .from(taskLogs)
    .where(and(eq(taskLogs.taskId, taskId), eq(taskLogs.status, 'confirmed')));
  const [{ credits }] = await database.db
    .select({ credits: count() })
    .from(transactions)
    .where(
      inArray(
        transactions.reference,
        logs.map((log) => taskRewardReference(log.id)),
      ),
    );
  return { ...result, confirmed, credits };
}
