import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { coupons, engagementTypes, packages, socialPlatforms, taskEngagementTypes, taskLogs, tasks, transactions, users } from '../schema/index.ts';

/** The tables the demo fills (admins, the audit log and security tables are never touched). */
export const DEMO_TABLES = { packages, engagementTypes, socialPlatforms, tasks, taskEngagementTypes, users, taskLogs, transactions, coupons };

export type TableCounts = Record<keyof typeof DEMO_TABLES, number>;

export async function countDemoRows(db: Db): Promise<TableCounts> {
  const entries = await Promise.all(
    Object.entries(DEMO_TABLES).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n] as const),
  );
  return Object.fromEntries(entries) as TableCounts;
}

export const isEmpty = (counts: TableCounts) => Object.values(counts).every((n) => n === 0);

/** Empties every demo table in one statement (keeps admins and the audit log). */
export async function resetDemoData(db: Db): Promise<void> {
  const names = Object.values(DEMO_TABLES).map((table) => sql`${table}`);
  await db.execute(sql`truncate ${sql.join(names, sql`, `)}`);
}

/** "6 packages, 2,500 transactions, …" (tables with rows only). */
export const describeCounts = (counts: TableCounts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n.toLocaleString('en-NG')} ${table.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
    .join(', ');
