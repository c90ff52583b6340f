import { asc, eq } from 'drizzle-orm';
import { createDatabase } from '../../server/db/client.ts';
import { admins, coupons, engagementTypes, packages, socialPlatforms, taskEngagementTypes, taskLogs, tasks, users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { createAdminService } from '../../server/accounts/admins.ts';
import { E2E_ADMIN } from '../helpers/server-process.ts';
import { TEST_TOTP_SECRET } from '../helpers/mfa.ts';

/** Small enough to seed in a few seconds, big enough that every table pages (500 users, 250 task logs, 250 coupons). */
export const E2E_DEMO_SCALE = 1;

/**
 * A task whose link and image are `javascript:` URLs, written straight into the database (the API
 * refuses them), with a pending log: the console must show both as plain text, never as links.
 */
export const HOSTILE_TASK = {
  title: 'Hostile link task',
  taskLink: 'javascript:alert(document.domain)',
  image: 'javascript:alert("image")',
};

/**
 * Fills the browser suite's fresh data directory before its server starts: the e2e admin, the demo
 * data (`seedDemo`, as `npm run seed -- --demo` does, its screenshots served by this server) and the hostile task.
 */
export async function seedE2eDatabase(dataDir: string, baseUrl: string) {
  const database = await createDatabase({ driver: 'pglite', dataDir });
  try {
    await database.migrate();
    await createAdminService(database.db).ensureInitialAdmin(E2E_ADMIN);
    // The e2e admin has two-factor sign-in (the test key): its sign-ins by API enter a code, which lets it add accounts.
    await database.db.update(admins).set({ mfaSecret: TEST_TOTP_SECRET }).where(eq(admins.email, E2E_ADMIN.email));
    await seedDemo(database.db, { scale: E2E_DEMO_SCALE, proofBaseUrl: baseUrl });
    await insertHostileTask(database.db);
    await insertKeyboardQueue(database.db);
    await insertExpiredCoupon(database.db);
    await insertLargePayouts(database.db);
  } finally {
    await database.close();
  }
}

const monthAgo = new Date(Date.now() - 30 * 86_400_000);

/** The task whose pending submissions the keyboard review test clears, one user each, newest of all. */
export const KEYBOARD_TASK = { title: 'Keyboard review task', logs: 55 };

async function insertKeyboardQueue(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  const [platform] = await db.select({ id: socialPlatforms.id }).from(socialPlatforms).orderBy(asc(socialPlatforms.name)).limit(1);
  const [task] = await db
    .insert(tasks)
    .values({ title: KEYBOARD_TASK.title, taskLink: 'https://x.com/rewardsng', socialPlatformId: platform.id, priceKobo: 5_000, createdAt: new Date() })
    .returning({ id: tasks.id });
  const people = await db
    .insert(users)
    // Accounts a month old: the queue the keyboard test clears holds no flagged submission.
    .values(Array.from({ length: KEYBOARD_TASK.logs }, (_, i) => ({ name: `Keyboard ${i + 1}`, email: `keyboard-${i + 1}@test.ng`, createdAt: monthAgo })))
    .returning({ id: users.id });
  const start = Date.now();
  await db
    .insert(taskLogs)
    .values(people.map((person, i) => ({ userId: person.id, taskId: task.id, amountKobo: 5_000, createdAt: new Date(start + i * 1_000) })));
}

async function insertHostileTask(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  const [platform] = await db.select({ id: socialPlatforms.id }).from(socialPlatforms).orderBy(asc(socialPlatforms.name)).limit(1);
  const [engagement] = await db.select({ id: engagementTypes.id }).from(engagementTypes).orderBy(asc(engagementTypes.name)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1);
  const [task] = await db
    .insert(tasks)
    .values({ ...HOSTILE_TASK, socialPlatformId: platform.id, description: 'Inserted by the browser tests', priceKobo: 10_000, createdAt: new Date() })
    .returning({ id: tasks.id });
  await db.insert(taskEngagementTypes).values({ taskId: task.id, engagementTypeId: engagement.id });
  await db.insert(taskLogs).values({ userId: user.id, taskId: task.id, status: 'pending', amountKobo: 10_000, createdAt: new Date() });
  // Keeps the lookup honest: exactly one such task exists.
  const found = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, HOSTILE_TASK.title));
  if (found.length !== 1) throw new Error(`expected one hostile task, found ${found.length}`);
}

/** An active coupon whose day has passed, written straight into the database (the API refuses past expiries). */
export const EXPIRED_COUPON = { code: 'EXPIRED-E2E', expiryDate: '2024-01-31' };

async function insertExpiredCoupon(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  const [pkg] = await db.select({ id: packages.id }).from(packages).orderBy(asc(packages.name)).limit(1);
  // Made long ago, so it sits at the end of the newest-first list and other tests' first rows stay current coupons.
  await db.insert(coupons).values({
    code: EXPIRED_COUPON.code,
    expiryDate: new Date(`${EXPIRED_COUPON.expiryDate}T00:00:00Z`),
    isActive: true,
    packageId: pkg.id,
    createdAt: new Date('2023-12-01T00:00:00Z'),
  });
}

/**
 * Two pending submissions of ₦150,000 (above APPROVAL_NAIRA's default ₦100,000), each of its own
 * user, and a reviewer who may ask for them to be confirmed: the four-eyes test's requests.
 */
export const LARGE_PAYOUT = { task: 'Large payout task', kobo: 15_000_000, users: ['Large Payee One', 'Large Payee Two'] };
export const APPROVAL_MAKER = { email: 'approval-maker@example.com', password: 'approval-maker-password', name: 'Approval Maker' };

async function insertLargePayouts(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  const [platform] = await db.select({ id: socialPlatforms.id }).from(socialPlatforms).orderBy(asc(socialPlatforms.name)).limit(1);
  const [task] = await db
    .insert(tasks)
    .values({ title: LARGE_PAYOUT.task, taskLink: 'https://x.com/rewardsng', socialPlatformId: platform.id, priceKobo: LARGE_PAYOUT.kobo, createdAt: monthAgo })
    .returning({ id: tasks.id });
  const payees = await db
    .insert(users)
    .values(LARGE_PAYOUT.users.map((name, i) => ({ name, email: `large-payee-${i + 1}@test.ng`, createdAt: monthAgo })))
    .returning({ id: users.id });
  // In the middle of the pending queue: away from both ends, whose first rows other tests review and reverse.
  const pending = await db.select({ createdAt: taskLogs.createdAt }).from(taskLogs).where(eq(taskLogs.status, 'pending')).orderBy(asc(taskLogs.createdAt));
  if (pending.length < 2 * 30) throw new Error(`the large payouts need 60 pending submissions around them, found ${pending.length}`);
  const middle = pending[Math.floor(pending.length / 2)].createdAt;
  await db.insert(taskLogs).values(payees.map((payee) => ({ userId: payee.id, taskId: task.id, amountKobo: LARGE_PAYOUT.kobo, createdAt: middle })));
  await createAdminService(db).create({ ...APPROVAL_MAKER, role: 'reviewer' });
}
