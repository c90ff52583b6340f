import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { taskLogs, transactions, users } from '../../server/db/schema/index.ts';
import { pgErrorCode } from '../../server/errors.ts';
import { insertTaskLog, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const MAX = Number.MAX_SAFE_INTEGER;

describeApi('task-log amounts written by the platform', (t) => {
  const db = () => t.database.db;
  const review = (taskLogId: string, action: string) => t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId, action } });
  const ledgerOf = (userId: string) => db().select().from(transactions).where(eq(transactions.userId, userId));
  /** A log as the user side might have written it before the database checked amounts. */
  const legacyLog = async (userId: string, amountKobo: string) => {
    const log = await insertTaskLog(db(), { userId, amountKobo: 100 });
    await db().execute(sql`alter table task_logs drop constraint task_logs_amount_range_check`);
    await db().execute(sql`update task_logs set amount_kobo = ${amountKobo}::bigint where id = ${log.id}`);
    await db().execute(
      sql`alter table task_logs add constraint task_logs_amount_range_check check (amount_kobo between 0 and ${sql.raw(String(MAX))} or status = 'rejected') not valid`,
    );
    return log;
  };

  it.each([
    ['negative', '-100'],
    ['beyond 2^53 - 1', String(MAX + 2)],
  ])('the database refuses a new log with a %s amount', async (_label, amount) => {
    const user = await insertUser(db());
    const log = await insertTaskLog(db(), { userId: user.id, amountKobo: 100 });
    const error = await db()
      .execute(sql`update task_logs set amount_kobo = ${amount}::bigint where id = ${log.id}`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23514');
  });

  it('lists an amount beyond exact integers as null (never rounded), and a negative one as it is', async () => {
    const user = await insertUser(db(), { email: 'legacy-amounts@test.ng' });
    const huge = await legacyLog(user.id, '9007199254740993');
    const negative = await legacyLog(user.id, '-250');
    const res = await t.request({ method: 'GET', url: '/api/tasks/tasklogs?q=legacy-amounts&perPage=10' });
    expect(res.statusCode).toBe(200);
    const amounts = Object.fromEntries(res.json().data.map((r: { _id: string; amount: number | null }) => [r._id, r.amount]));
    expect(amounts).toEqual({ [huge.id]: null, [negative.id]: -2.5 });
  });

  it.each([
    ['beyond 2^53 - 1', '9007199254740993'],
    ['negative', '-250'],
  ])('refuses to confirm a log whose amount is %s with 409, credits nothing, and lets it be rejected', async (_label, amount) => {
    const user = await insertUser(db(), { balanceKobo: 0 });
    const log = await legacyLog(user.id, amount);
    const res = await review(log.id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This submission cannot be confirmed: its amount is negative or too large to credit exactly. Reject it instead.');
    expect(await ledgerOf(user.id)).toEqual([]);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].balanceKobo).toBe(0);
    expect((await review(log.id, 'reject')).statusCode).toBe(200);
    expect((await db().select().from(taskLogs).where(eq(taskLogs.id, log.id)))[0].status).toBe('rejected');
  });

  it('refuses to confirm a reward that would take the balance beyond exact integers, changing nothing', async () => {
    const user = await insertUser(db(), { balanceKobo: MAX - 10 });
    const log = await insertTaskLog(db(), { userId: user.id, amountKobo: 11 });
    const res = await review(log.id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This submission cannot be confirmed: crediting it would take the user's balance beyond/);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].balanceKobo).toBe(MAX - 10);
    expect((await db().select().from(taskLogs).where(eq(taskLogs.id, log.id)))[0].status).toBe('pending');
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});
