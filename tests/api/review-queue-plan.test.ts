import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { queuePage } from '../../server/domains/tasksLog/review-claims.ts';
import { queueCondition } from '../../server/domains/tasksLog/review-queue.ts';
import { insertTask, insertUser } from '../helpers/builders.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { createThrowawayPostgres } from '../helpers/test-app.ts';

const LOGS = 40_000;

/**
 * The review queue's page at the size of a real platform, planned by PostgreSQL from its own
 * statistics (nothing discouraged): it walks the pending logs' index in order and stops at the page,
 * never reading and sorting every pending log (which took 80 ms at 20,000 pending logs).
 */
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

itOnPostgres(
  `the queue's page reads ${LOGS.toLocaleString('en')} logs' pending index in order, without sorting them`,
  async () => {
    const { url, drop } = await createThrowawayPostgres();
    cleanup.push(drop);
    const database: Database = await createDatabase({ driver: 'pg', url });
    cleanup.push(() => database.close());
    await database.migrate();
    const { db } = database;
    const [user, task] = [await insertUser(db), await insertTask(db)];
    await db.execute(sql`insert into task_logs (user_id, task_id, amount_kobo, status, created_at)
      select ${user.id}, ${task.id}, 1000, case when i % 5 = 0 then 'pending' else 'confirmed' end, now() - make_interval(secs => i)
      from generate_series(1, ${LOGS}::int) as i`);
    await db.execute(sql`analyze task_logs`);
    const statement = queuePage(db, randomUUID(), { page: 1, perPage: 50, order: 'asc', where: queueCondition({}) }).toSQL();
    const { rows } = await database.pool!.query(`explain ${statement.sql}`, statement.params);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    expect(plan).toMatch(/Index Scan using task_logs_status_created_at_idx/);
    expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\s+\(/m);
    expect(plan).not.toMatch(/Seq Scan on task_logs/);
  },
  120_000,
);
