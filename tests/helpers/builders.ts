import type { Db } from '../../server/db/client.ts';
import { packages, socialPlatforms, users } from '../../server/db/schema/index.ts';

let n = 0;
const next = () => ++n;

/** Rows inserted straight into the database, for states the API cannot create (users, ledgers). */
export async function insertPackage(db: Db, overrides: Partial<typeof packages.$inferInsert> = {}) {
  const [row] = await db.insert(packages).values({ name: `Package ${next()}`, priceKobo: 200_000, ...overrides }).returning();
  return row;
}

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const i = next();
  const [row] = await db.insert(users).values({ name: `User ${i}`, email: `user${i}@test.ng`, ...overrides }).returning();
  return row;
}

export async function insertSocialPlatform(db: Db, name = `Platform ${next()}`) {
  const [row] = await db.insert(socialPlatforms).values({ name }).returning();
  return row;
}
