import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { insertRows } from './batch-insert.ts';
import { seedDemoFraud } from './demo-fraud.ts';
import { makeCatalog } from './catalog-rows.ts';
import { makeCoupons } from './coupons.ts';
import { deferSecondaryIndexes } from './deferred-indexes.ts';
import { countDemoRows, describeCounts, isEmpty, resetDemoData, type TableCounts } from './existing-data.ts';
import { TransactionNumbers } from './ledger.ts';
import { Random } from './random.ts';
import { makeUserChunk } from './user-chunk.ts';
import { shareOf, slices, TASK_COUNT, volumesFor } from './volumes.ts';

export interface SeedDemoOptions {
  /** Multiplies users, transactions, task logs and coupons (1 → 500 users; 400 → 200 000). */
  scale?: number;
  /** Dates are spread over the year before this instant (default: now, to the minute). */
  now?: Date;
  /** Same seed and scale → same rows (default 2024). */
  seed?: number;
  /** Where the server is reached, for the demo's proof screenshots (default http://localhost:3000). */
  proofBaseUrl?: string;
  /** Empty the demo tables first, in the same transaction (admins are kept). */
  reset?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export class DemoDataExistsError extends Error {
  constructor(readonly counts: TableCounts) {
    super(`The database already has data (${describeCounts(counts)}).`);
  }
}

const USERS_PER_CHUNK = 2_000;
const COUPONS_PER_CHUNK = 5_000;

/**
 * Fills the demo tables with deterministic Nigerian data, in one SQL transaction, in chunks so that
 * memory stays flat at any scale. Needs at least one admin (task reviews are theirs).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}) {
  const startedAt = performance.now();
  const volumes = volumesFor(options.scale ?? 1);
  const now = options.now ?? new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const seed = options.seed ?? 2024;
  const admins = await db.select({ id: schema.admins.id }).from(schema.admins).orderBy(asc(schema.admins.createdAt), asc(schema.admins.id));
  if (admins.length === 0) throw new Error('Create an admin before seeding: task reviews need a reviewer.');

  // Each entity's rows come from its own random stream (Random.stream), so adding one changes no other.
  const catalog = makeCatalog(seed, now, TASK_COUNT);
  const userRandom = Random.stream(seed, 'users');
  const catalogRows = Object.values(catalog).reduce((sum, rows) => sum + rows.length, 0);
  const total = catalogRows + volumes.users + volumes.taskLogs + volumes.transactions + volumes.coupons;
  let done = 0;
  const insert = async <T extends PgTable>(tx: Pick<Db, 'execute'>, table: T, rows: T['$inferInsert'][]) => {
    done += await insertRows(tx, table, rows);
    options.onProgress?.(Math.min(done, total), total);
  };

  await db.transaction(async (tx) => {
    if (options.reset) await resetDemoData(tx);
    else {
      const counts = await countDemoRows(tx);
      if (!isEmpty(counts)) throw new DemoDataExistsError(counts);
    }
    options.onProgress?.(0, total);
    const rebuildIndexes = await deferSecondaryIndexes(tx, [schema.users, schema.taskLogs, schema.transactions, schema.coupons]);
    await insert(tx, schema.packages, catalog.packages);
    await insert(tx, schema.engagementTypes, catalog.engagementTypes);
    await insert(tx, schema.socialPlatforms, catalog.socialPlatforms);
    await insert(tx, schema.tasks, catalog.tasks);
    await insert(tx, schema.taskEngagementTypes, catalog.taskEngagementTypes);

    const proofBaseUrl = options.proofBaseUrl ?? 'http://localhost:3000';
    const ctx = { now, packages: catalog.packages, tasks: catalog.tasks, adminIds: admins.map((a) => a.id), proofBaseUrl };
    const numbers = new TransactionNumbers();
    let inFlight: Promise<void> | undefined;
    for (const slice of slices(volumes.users, USERS_PER_CHUNK)) {
      const end = slice.start + slice.count;
      const plan = {
        firstSerial: slice.start + 1,
        users: slice.count,
        taskLogs: shareOf(volumes.taskLogs, volumes.users, slice.start, end),
        transactions: shareOf(volumes.transactions, volumes.users, slice.start, end),
      };
      const chunk = makeUserChunk(userRandom, ctx, plan, numbers);
      await inFlight;
      await insert(tx, schema.users, chunk.users);
      await insert(tx, schema.taskLogs, chunk.taskLogs);
      // On PostgreSQL the server inserts these while the next chunk is generated here.
      inFlight = insert(tx, schema.transactions, chunk.transactions);
      inFlight.catch(() => {}); // a failure is rethrown by the `await inFlight` above; not unhandled meanwhile
      await new Promise(setImmediate); // lets the driver send the statement before generation blocks
    }
    await inFlight;

    const couponRandom = Random.stream(seed, 'coupon');
    for (const slice of slices(volumes.coupons, COUPONS_PER_CHUNK)) {
      await insert(tx, schema.coupons, makeCoupons(couponRandom, now, catalog.packages, slice.start, slice.count));
    }
    await rebuildIndexes();
    await seedDemoFraud(tx, now);
  });
  // Fresh statistics, so the planner picks the lists' indexes and estimates totals from the start, and
  // a visibility map, so a deep page's keys are found by an index-only scan (PGlite has no autovacuum).
  await db.execute(sql`vacuum (analyze)`);
  return { rows: await countDemoRows(db), ms: Math.round(performance.now() - startedAt) };
}
