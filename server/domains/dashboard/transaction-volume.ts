import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { lagosDayStart, lastLagosDays, LAGOS_OFFSET_MS } from '../../../entities/lagos-days.ts';
import { toNaira } from '../../shared/money.ts';

/** How many Lagos days the dashboard's volume chart covers, today included. */
export const VOLUME_DAYS = 30;

const inFlight = new Map<Db, Promise<VolumeDays>>();

type VolumeDays = Awaited<ReturnType<typeof sumVolume>>;

/**
 * The volume, one query at a time per database: callers arriving while it runs share its answer,
 * so a burst of dashboards (or a script) costs one aggregate, not one each.
 */
export function transactionVolume(db: Db): Promise<VolumeDays> {
  const running = inFlight.get(db);
  if (running) return running;
  const query = sumVolume(db).finally(() => inFlight.delete(db));
  inFlight.set(db, query);
  return query;
}

/**
 * Successful credits and debits summed per Lagos day over the last `VOLUME_DAYS` days, oldest first,
 * every day present (0 when nothing moved). One grouped query over the createdAt index's range.
 */
export async function sumVolume(db: Db, now = Date.now()) {
  const days = lastLagosDays(VOLUME_DAYS, now);
  const lagosDay = sql<string>`to_char(${transactions.createdAt} at time zone 'UTC' + ${`${LAGOS_OFFSET_MS / 1000} seconds`}::interval, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: lagosDay, type: transactions.transactionType, kobo: sql<string>`sum(${transactions.amountKobo})` })
    .from(transactions)
    .where(and(gte(transactions.createdAt, lagosDayStart(days[0])), eq(transactions.status, 'success')))
    .groupBy(sql`1`, transactions.transactionType);
  const byDay = new Map(days.map((day) => [day, { day, credits: 0, debits: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.type === 'credit') entry.credits = toNaira(Number(row.kobo));
    else if (row.type === 'debit') entry.debits = toNaira(Number(row.kobo));
  }
  return { days: [...byDay.values()] };
}
