import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { coupons, engagementTypes, packages, socialPlatforms, taskEngagementTypes, taskLogs, tasks, transactions, users } from '../schema/index.ts';

/** The tables the demo fills (admins, the audit log and security tables are never touched). */
export const DEMO_TABLES = { packages, engagementTypes, socialPlatforms, tasks, taskEngagementTypes, users, taskLogs, transactions, coupons };

export type TableCounts = Record<keyof typeof DEMO_TABLES, number>;

/** Every demo table's row count in one statement (it also runs inside a transaction: one connection). */
export async function countDemoRows(db: Db): Promise<TableCounts> {
  const counts = Object.fromEntries(Object.entries(DEMO_TABLES).map(([name, table]) => [name, sql<number>`(select count(*) from ${table})::int`]));
  const [row] = await db.select(counts).from(sql`(select 1) as one`);
  return row as TableCounts;
}

export const isEmpty = (counts: TableCounts) => Object.values(counts).every((n) => n === 0);

/**
 * Empties every demo table in one statement (keeps admins and the audit log), and the rows of any
 * declared entity that reference them (a withdrawal names a demo user): a new entity's table needs
 * no line here.
 */
export async function resetDemoData(db: Db): Promise<void> {
  const names = Object.values(DEMO_TABLES).map((table) => sql`${table}`);
  await db.execute(sql`truncate ${sql.join(names, sql`, `)} cascade`);
}

/** "6 packages, 2,500 transactions, …" (tables with rows only). */
export const describeCounts = (counts: TableCounts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n.toLocaleString('en-NG')} ${table.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
    .join(', ');
