import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { couponSuffix } from '../../server/db/seed/coupons.ts';
import { countDemoRows } from '../../server/db/seed/existing-data.ts';
import { DemoDataExistsError, seedDemo } from '../../server/db/seed/seed-demo.ts';
import { volumesFor } from '../../server/db/seed/volumes.ts';
import { createAdminService } from '../../server/accounts/admins.ts';
import { expectBalancesEqualLedgers } from '../helpers/ledger.ts';
import { openTestDatabase, testDrivers, TEST_ADMIN } from '../helpers/test-app.ts';

const NOW = new Date('2025-03-15T09:30:00Z');
const DAY = 24 * 3_600_000;

/** Both drivers answer `execute` with `{ rows }`. */
const rows = async <T = Record<string, unknown>>(database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (database: Database, query: SQL) => Object.values((await rows<Record<string, unknown>>(database, query))[0])[0];

/** One hash per table over every column of every row in id order (reviewer ids differ per database). */
const FINGERPRINT = sql`select
  (select md5(string_agg(t::text, '|' order by id)) from packages t) packages,
  (select md5(string_agg(t::text, '|' order by id)) from tasks t) tasks,
  (select md5(string_agg(t::text, '|' order by task_id, engagement_type_id)) from task_engagement_types t) task_engagement_types,
  (select md5(string_agg(t::text, '|' order by id)) from users t) users,
  (select md5(string_agg((id, user_id, task_id, status, amount_kobo, reviewed_at, created_at)::text, '|' order by id)) from task_logs) task_logs,
  (select md5(string_agg(t::text, '|' order by id)) from transactions t) transactions,
  (select md5(string_agg(t::text, '|' order by id)) from coupons t) coupons`;

async function seededDatabase(driver: (typeof testDrivers)[number]) {
  const opened = await openTestDatabase(driver);
  await opened.database.migrate();
  await createAdminService(opened.database.db).ensureInitialAdmin(TEST_ADMIN);
  await seedDemo(opened.database.db, { scale: 1, now: NOW });
  return opened;
}

describe.each(testDrivers)('seedDemo [%s]', (driver) => {
  let a: Awaited<ReturnType<typeof seededDatabase>>;
  let b: Awaited<ReturnType<typeof seededDatabase>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([seededDatabase(driver), seededDatabase(driver)]);
  });
  afterAll(async () => {
    await a?.drop();
    await b?.drop();
  });

  it('inserts the scale-1 volumes exactly', async () => {
    expect(await countDemoRows(a.database.db)).toMatchObject({
      packages: 6,
      engagementTypes: 6,
      socialPlatforms: 7,
      tasks: 40,
      users: 500,
      taskLogs: 250,
      transactions: 2_500,
      coupons: 250,
    });
  });

  it('gives identical rows for the same seed, scale and date', async () => {
    const [fa] = await rows(a.database, FINGERPRINT);
    const [fb] = await rows(b.database, FINGERPRINT);
    expect(Object.values(fa).every((hash) => typeof hash === 'string' && hash.length === 32)).toBe(true);
    expect(fa).toEqual(fb);
  });

  it('has every task log status, transaction type, status and service', async () => {
    const distinct = async (column: string, table: string) =>
      (await rows<{ v: string }>(a.database, sql.raw(`select distinct ${column} v from ${table} order by 1`))).map((r) => r.v);
    expect(await distinct('status', 'task_logs')).toEqual(['confirmed', 'pending', 'rejected']);
    expect(await distinct('status', 'transactions')).toEqual(['failed', 'pending', 'success']);
    expect(await distinct('transaction_type', 'transactions')).toEqual(['credit', 'debit']);
    expect(await distinct('transaction_services', 'transactions')).toEqual(
      expect.arrayContaining(['airtime', 'data', 'gift card', 'package purchase', 'referral bonus', 'task reward', 'withdrawal']),
    );
    expect(await distinct('name', 'social_platforms')).toEqual(['Facebook', 'Instagram', 'Telegram', 'TikTok', 'WhatsApp', 'X', 'YouTube']);
    expect(await distinct('name', 'engagement_types')).toEqual(['Comment', 'Follow', 'Like', 'Repost', 'Share', 'Subscribe']);
  });

  it("keeps every user's balance equal to successful credits minus successful debits", async () => {
    await expectBalancesEqualLedgers(a.database.db);
    expect(await one(a.database, sql`select count(*)::int from users where balance_kobo > 0`)).toBeGreaterThan(100);
    expect(await one(a.database, sql`select count(*)::int from users where balance_kobo < 0`)).toBe(0);
  });

  it('credits every confirmed task log once with a successful task reward, and nothing else', async () => {
    const confirmed = await one(a.database, sql`select count(*)::int from task_logs where status = 'confirmed'`);
    const rewards = sql`transactions t where t.transaction_services = 'task reward'`;
    expect(confirmed).toBeGreaterThan(50);
    expect(await one(a.database, sql`select count(*)::int from ${rewards}`)).toBe(confirmed);
    // The reference the API gives a review's credit (RWD-TASK-<log id>), so a seeded log can't be paid twice.
    const unmatched = sql`select count(*)::int from task_logs l where l.status = 'confirmed' and not exists (select 1 from ${rewards}
      and t.reference = 'RWD-TASK-' || l.id and t.user_id = l.user_id and t.amount_kobo = l.amount_kobo
      and t.created_at = l.reviewed_at and t.status = 'success' and t.transaction_type = 'credit')`;
    expect(await one(a.database, unmatched)).toBe(0);
    expect(await one(a.database, sql`select count(distinct reference)::int from transactions`)).toBe(2_500);
  });

  it('records who reviewed each confirmed or rejected log and when, and no one for pending ones', async () => {
    const badReview = sql`select count(*)::int from task_logs where (status = 'pending') <> (reviewed_by is null)
      or (status = 'pending') <> (reviewed_at is null) or reviewed_at < created_at or reviewed_at > ${NOW.toISOString()}::timestamptz
      or (reviewed_by is not null and reviewed_by not in (select id from admins))`;
    expect(await one(a.database, badReview)).toBe(0);
  });

  it('gives every log a proof (a post link and a screenshot this server serves) and every rejection a reason', async () => {
    const badProof = sql`select count(*)::int from task_logs where proof_url !~ '^https://x[.]com/i/status/[0-9]+$'
      or proof_image_url !~ '^http://localhost:3000/proofs/demo/proof-[1-6]-[0-9a-f-]{36}[.]svg$' or (status = 'rejected') <> (reason is not null)`;
    expect(await one(a.database, badProof)).toBe(0);
    const pictures = await rows<{ url: string }>(a.database, sql`select distinct proof_image_url as url from task_logs`);
    for (const { url } of pictures) expect(existsSync(join('public/assets/proofs', `${/proof-\d/.exec(url)![0]}.svg`)), url).toBe(true);
  });

  it('dates everything in the year before now, the newest within days, after the user joined', async () => {
    const [users] = await rows<{ newest: string; oldest: string }>(
      a.database,
      sql`select max(created_at)::text newest, min(created_at)::text oldest from users`,
    );
    expect(NOW.getTime() - new Date(users.newest).getTime()).toBeLessThan(3 * DAY);
    expect(NOW.getTime() - new Date(users.oldest).getTime()).toBeLessThan(366 * DAY);
    const early = sql`select count(*)::int from transactions t join users u on u.id = t.user_id where t.created_at < u.created_at or t.created_at > ${NOW.toISOString()}::timestamptz`;
    expect(await one(a.database, early)).toBe(0);
    expect(await one(a.database, sql`select count(*)::int from users where package_id is null`)).toBeGreaterThan(0);
    expect(await one(a.database, sql`select count(*)::int from users where not is_paid and package_id is not null`)).toBeGreaterThan(0);
  });

  it('makes coupon codes like STARTER-7KQ2M9, unique ignoring case, some expired and some inactive', async () => {
    const [c] = await rows<Record<string, number>>(
      a.database,
      sql`select count(*)::int total, count(distinct lower(code))::int distinct_codes,
      count(*) filter (where code !~ '^(STARTER|BRONZE|SILVER|GOLD|PLATINUM|PREMIUM)-[A-HJ-NP-Z2-9]{6}$')::int malformed,
      count(*) filter (where expiry_date < ${NOW.toISOString()}::timestamptz)::int expired,
      count(*) filter (where not is_active)::int inactive from coupons`,
    );
    expect(c).toMatchObject({ total: 250, distinct_codes: 250, malformed: 0 });
    expect(c.expired).toBeGreaterThan(0);
    expect(c.inactive).toBeGreaterThan(0);
  });

  it('refuses to seed over existing data, and with reset replaces it and keeps the admins', async () => {
    await expect(seedDemo(a.database.db, { now: NOW })).rejects.toThrow(DemoDataExistsError);
    expect((await countDemoRows(a.database.db)).users).toBe(500);
    const [before] = await rows(b.database, FINGERPRINT);
    await seedDemo(b.database.db, { scale: 0.2, now: NOW, seed: 7, reset: true });
    const [after] = await rows(b.database, FINGERPRINT);
    expect(after.users).not.toBe(before.users);
    expect((await countDemoRows(b.database.db)).users).toBe(100);
    expect(await one(b.database, sql`select count(*)::int from admins`)).toBe(1);
  });
});

describe('seed volumes and coupon codes', () => {
  it('reaches the benchmark dataset at --scale 400', () => {
    expect(volumesFor(400)).toEqual({ users: 200_000, transactions: 1_000_000, taskLogs: 100_000, coupons: 100_000 });
  });

  it('never repeats a coupon suffix over the first 300 000 serials', () => {
    const seen = new Set(Array.from({ length: 300_000 }, (_, i) => couponSuffix(i)));
    expect(seen.size).toBe(300_000);
  });
});

describe('npm run seed (CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rewards-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const seed = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', ...args], {
      env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', JWT_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates the first admin, prints its password once, seeds, then refuses a second seed', () => {
    const first = seed('--demo', '--scale', '0.2');
    expect(first.status, first.stderr).toBe(0);
    // The generated password: 24 characters (144 random bits), the same generator as the team screen.
    expect(first.stdout).toMatch(/\|\s+Password: [A-Za-z0-9_-]{24}\s+\|/);
    expect(first.stdout).toMatch(/Seeded \d{3} rows in [\d.]+ s: 6 packages, /);
    expect(first.stdout).toContain('100 users');
    const again = seed('--demo');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already has data (6 packages');
    expect(again.stderr).toContain('--reset');
    expect(again.stdout).not.toContain('Password:');
    const ifEmpty = seed('--demo', '--if-empty');
    expect(ifEmpty.status).toBe(0);
    expect(ifEmpty.stdout).toContain('not seeding');
    expect(seed().status).toBe(2);
  }, 240_000); // three CLI runs, each starting Node, TypeScript and the database: minutes on a busy machine
});
