import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Farms in the demo: on this many tasks, this many users submit one and the same proof. */
const FARMED_TASKS = 3;
const FARM_SIZE = 5;
/** One user submits this many in the minutes before the seed's `now` (more than the pace limit). */
const BURST = 7;

/**
 * What a reviewer should see flagged in the demo (the flag job finds it once the server runs):
 * farms sharing a post link and a screenshot, and a user submitting faster than a person can (users
 * submitting within a day of joining come with the data). Chosen by id: the same seed, the same fraud.
 */
export async function seedDemoFraud(tx: Pick<Db, 'execute'>, now: Date) {
  await tx.execute(sql`
    with farmed as (
      select task_id from task_logs where status = 'pending' group by task_id having count(*) >= ${FARM_SIZE} order by task_id limit ${FARMED_TASKS}
    ), members as (
      select l.id, l.task_id, row_number() over (partition by l.task_id order by l.id) as n
      from task_logs l join farmed f on f.task_id = l.task_id where l.status = 'pending'
    ), originals as (
      select m.task_id, l.proof_url, l.proof_image_url from members m join task_logs l on l.id = m.id where m.n = 1
    )
    update task_logs l set proof_url = o.proof_url, proof_image_url = o.proof_image_url
    from members m join originals o on o.task_id = m.task_id
    where l.id = m.id and m.n between 2 and ${FARM_SIZE}`);
  // A month-old user "submits" seven pending logs of others' (distinct tasks) in the last seven minutes.
  await tx.execute(sql`
    with burster as (select id from users where created_at < ${now.toISOString()}::timestamptz - interval '30 days' order by id limit 1),
    picked as (
      select distinct on (task_id) id, task_id from task_logs where status = 'pending' order by task_id, id
    ), burst as (select id, row_number() over (order by id) as n from picked order by id limit ${BURST})
    update task_logs l set user_id = (select id from burster), created_at = ${now.toISOString()}::timestamptz - (burst.n || ' minutes')::interval
    from burst where l.id = burst.id`);
}
