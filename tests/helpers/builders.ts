import type { Db } from '../../server/db/client.ts';
import { inArray } from 'drizzle-orm';
import { packages, socialPlatforms, users } from '../../server/db/schema/index.ts';
import { admins, approvalRequests, coupons, taskLogs, tasks } from '../../server/db/schema/index.ts';
import { engagementTypes, taskEngagementTypes, transactions } from '../../server/db/schema/index.ts';

let n = 0;
const next = () => ++n;

/** Rows inserted straight into the database, for states the API cannot create (users, ledgers). */
export async function insertPackage(db: Db, overrides: Partial<typeof packages.$inferInsert> = {}) {
  const [row] = await db
    .insert(packages)
    .values({ name: `Package ${next()}`, priceKobo: 200_000, ...overrides })
    .returning();
  return row;
}

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(users)
    .values({ name: `User ${i}`, email: `user${i}@test.ng`, ...overrides })
    .returning();
  return row;
}

export async function insertSocialPlatform(db: Db, name = `Platform ${next()}`) {
  const [row] = await db.insert(socialPlatforms).values({ name }).returning();
  return row;
}

export async function insertCoupon(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const packageId = overrides.packageId ?? (await insertPackage(db)).id;
  const values = { code: `CPN-${next()}`, expiryDate: new Date('2030-01-01T00:00:00Z'), ...overrides, packageId };
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

/** A submission waiting for review (a fresh user and task unless given), worth ₦150 by default. */
export async function insertTaskLog(db: Db, overrides: Partial<typeof taskLogs.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await insertUser(db)).id;
  const taskId = overrides.taskId ?? (await insertTask(db)).id;
  const [row] = await db
    .insert(taskLogs)
    .values({ amountKobo: 15_000, ...overrides, userId, taskId })
    .returning();
  return row;
}

export async function insertEngagementType(db: Db, name = `Engagement ${next()}`) {
  const [row] = await db.insert(engagementTypes).values({ name }).returning();
  return row;
}

/** A task on a fresh platform unless given, linked to the engagement types given (none by default). */
export async function insertTask(db: Db, overrides: Partial<typeof tasks.$inferInsert> = {}, engagementTypeIds: string[] = []) {
  const socialPlatformId = overrides.socialPlatformId ?? (await insertSocialPlatform(db)).id;
  const values = { title: `Task ${next()}`, taskLink: 'https://x.com/rewards', priceKobo: 15_000, ...overrides, socialPlatformId };
  const [row] = await db.insert(tasks).values(values).returning();
  if (engagementTypeIds.length) {
    await db.insert(taskEngagementTypes).values(engagementTypeIds.map((engagementTypeId) => ({ taskId: row.id, engagementTypeId })));
  }
  return row;
}

/** A successful ₦1,000 credit for a fresh user unless given. */
export async function insertTransaction(db: Db, overrides: Partial<typeof transactions.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await insertUser(db)).id;
  const i = next();
  const values = {
    transactionId: `TXN-${i}`,
    reference: `REF-${i}`,
    status: 'success' as const,
    amountKobo: 100_000,
    transactionType: 'credit' as const,
    transactionServices: 'task reward',
    ...overrides,
    userId,
  };
  const [row] = await db.insert(transactions).values(values).returning();
  return row;
}

/** An approval request of `adminId` (the first admin by default) over `count` new pending logs (held by it), as a confirmation above the threshold stores it. */
export async function insertApprovalRequest(db: Db, adminId?: string, count = 2) {
  const requestedBy = adminId ?? (await db.select({ id: admins.id }).from(admins).limit(1))[0].id;
  // Checked by the fraud job already, as the logs of a real request are (unchecked ones are left out of it).
  const logs = await Promise.all(Array.from({ length: count }, () => insertTaskLog(db, { flagsCheckedAt: new Date() })));
  const [request] = await db
    .insert(approvalRequests)
    .values({
      action: 'confirm',
      taskLogIds: logs.map((log) => log.id),
      totalKobo: logs.reduce((sum, log) => sum + log.amountKobo, 0),
      count,
      requestedBy,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.update(taskLogs).set({ approvalId: request.id }).where(inArray(taskLogs.id, request.taskLogIds));
  return request;
}
