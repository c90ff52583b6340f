import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import { taskLogs, users } from '../../server/db/schema/index.ts';
import { insertTask } from './builders.ts';

/**
 * `count` pending submissions of one task, `perUser` per user (each user starting at a zero balance
 * with an empty ledger), worth different amounts: inserted in two statements, fast on both databases.
 */
export async function seedPendingLogs(db: Db, count: number, perUser = 4) {
  const task = await insertTask(db);
  const batch = randomUUID().slice(0, 8);
  const userCount = Math.ceil(count / perUser);
  const people = await db
    .insert(users)
    .values(Array.from({ length: userCount }, (_, i) => ({ name: `Reviewed ${i}`, email: `reviewed-${batch}-${i}@test.ng` })))
    .returning({ id: users.id });
  return db
    .insert(taskLogs)
    .values(Array.from({ length: count }, (_, i) => ({ userId: people[i % userCount].id, taskId: task.id, amountKobo: 1_000 + 37 * i })))
    .returning();
}
