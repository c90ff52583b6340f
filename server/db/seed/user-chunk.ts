import type { TaskLog as TaskLogRow, Transaction, User as UserRow } from '../schema/index.ts';
import { TASK_REWARD_SERVICE, taskRewardReference } from '../../domains/tasksLog/task-rewards.ts';
import { LEDGER_SERVICES, PACKAGE_PURCHASE_SERVICE, WALLET_FUNDING_SERVICE } from './catalog.ts';
import { postEntries, type Entry, type TransactionNumbers } from './ledger.ts';
import { nigerianPerson } from './names.ts';
import { demoProof, demoRejectionReason } from './proofs.ts';
import { daysAfter, minDate, type Random } from './random.ts';

/** Demo users and submissions as the platform's user side writes them: nothing frozen, nothing checked (the flag job does that). */
type User = Omit<UserRow, 'frozenAt' | 'frozenBy' | 'frozenReason'>;
type TaskLog = Pick<
  TaskLogRow,
  'id' | 'userId' | 'taskId' | 'status' | 'amountKobo' | 'reviewedBy' | 'reviewedAt' | 'reason' | 'proofUrl' | 'proofImageUrl' | 'createdAt'
>;

const HOUR_DAYS = 1 / 24;
const MINUTE_DAYS = HOUR_DAYS / 60;

/** What the users' activity refers to, already in the database. */
export interface SeedContext {
  now: Date;
  packages: { id: string; priceKobo: number; popularity: number }[];
  tasks: { id: string; priceKobo: number; createdAt: Date }[];
  adminIds: string[];
  /** Where this server is reached: demo screenshots are its own files. */
  proofBaseUrl: string;
}

export interface ChunkPlan {
  /** Number of the chunk's first user across the whole seed (keeps emails unique). */
  firstSerial: number;
  users: number;
  taskLogs: number;
  transactions: number;
}

/**
 * A slice of users with all their activity: task submissions, package purchases, wallet movements.
 * Every row of the slice is made here, so the balance of each user can be computed exactly and
 * nothing about other slices needs to be remembered.
 */
export function makeUserChunk(r: Random, ctx: SeedContext, plan: ChunkPlan, numbers: TransactionNumbers) {
  const users = Array.from({ length: plan.users }, (_, i) => makeUser(r, ctx, plan.firstSerial + i));
  const entries = users.map(() => [] as Entry[]);
  let fixedCount = 0;
  users.forEach((user, i) => (fixedCount += purchaseEntries(r, ctx, user, entries[i])));

  const paid = users.flatMap((user, i) => (user.isPaid ? [i] : []));
  const perUser = new Map<number, number>();
  for (let n = 0; n < plan.taskLogs && paid.length > 0; n++) {
    const i = paid[Math.floor(paid.length * r.float() ** 1.5)];
    perUser.set(i, (perUser.get(i) ?? 0) + 1);
  }
  const taskLogs: TaskLog[] = [];
  for (const [i, count] of perUser) {
    for (const log of makeTaskLogs(r, ctx, users[i], count)) {
      taskLogs.push(log);
      if (log.status !== 'confirmed') continue;
      entries[i].push({
        at: log.reviewedAt!,
        type: 'credit',
        service: TASK_REWARD_SERVICE,
        amountKobo: log.amountKobo,
        status: 'success',
        fixed: true,
        reference: taskRewardReference(log.id),
      });
      fixedCount++;
    }
  }

  for (let n = fixedCount; n < plan.transactions; n++) {
    const i = Math.floor(users.length * r.float() ** 1.7);
    entries[i].push(walletEntry(r, ctx.now, users[i].createdAt));
  }

  const transactions: Transaction[] = [];
  users.forEach((user, i) => {
    const posted = postEntries(r, numbers, user.id, entries[i]);
    user.balanceKobo = posted.balanceKobo;
    transactions.push(...posted.rows);
  });
  return { users, taskLogs, transactions };
}

function makeUser(r: Random, ctx: SeedContext, serial: number): User {
  const person = nigerianPerson(r, serial);
  const pkg = r.chance(0.12) ? null : r.weighted(ctx.packages.map((p) => [p, p.popularity] as const));
  return {
    id: r.uuid(),
    name: r.chance(0.02) ? null : person.name,
    email: person.email,
    isPaid: pkg !== null && r.chance(0.82),
    packageId: pkg?.id ?? null,
    balanceKobo: 0,
    createdAt: r.recent(ctx.now, 365, 1.4),
  };
}

/** A paid user funded their wallet and bought the package; an unpaid one's purchase failed or is pending. */
function purchaseEntries(r: Random, ctx: SeedContext, user: User, into: Entry[]): number {
  const pkg = ctx.packages.find((p) => p.id === user.packageId);
  if (!pkg) return 0;
  const fundedAt = minDate(daysAfter(user.createdAt, r.int(2, 90) * MINUTE_DAYS), ctx.now);
  const boughtAt = minDate(daysAfter(fundedAt, MINUTE_DAYS), ctx.now);
  const purchase = { at: boughtAt, type: 'debit', service: PACKAGE_PURCHASE_SERVICE, amountKobo: pkg.priceKobo, fixed: true } as const;
  if (!user.isPaid) {
    into.push({ ...purchase, status: r.chance(0.35) ? 'pending' : 'failed' });
    return 1;
  }
  into.push({ at: fundedAt, type: 'credit', service: WALLET_FUNDING_SERVICE, amountKobo: pkg.priceKobo, status: 'success' });
  into.push({ ...purchase, status: 'success' });
  return 2;
}

const RECENT_OUTCOMES = [
  ['pending', 55],
  ['confirmed', 33],
  ['rejected', 12],
] as const;
const OLD_OUTCOMES = [
  ['pending', 10],
  ['confirmed', 66],
  ['rejected', 24],
] as const;

/** `count` submissions of distinct tasks; older ones are mostly reviewed, recent ones mostly pending. */
function makeTaskLogs(r: Random, ctx: SeedContext, user: User, count: number): TaskLog[] {
  return r.sample(ctx.tasks, count).map((task) => {
    const createdAt = r.between(user.createdAt > task.createdAt ? user.createdAt : task.createdAt, ctx.now);
    const ageDays = (ctx.now.getTime() - createdAt.getTime()) / (24 * 3_600_000);
    const outcome = r.weighted(ageDays < 7 ? RECENT_OUTCOMES : OLD_OUTCOMES);
    const reviewedAt = daysAfter(createdAt, r.int(10, 48 * 60) * MINUTE_DAYS);
    // A review can't be in the future: such a submission is still waiting.
    const reviewed = outcome !== 'pending' && reviewedAt <= ctx.now;
    const status = reviewed ? outcome : 'pending';
    const id = r.uuid();
    return {
      id,
      userId: user.id,
      taskId: task.id,
      status,
      amountKobo: task.priceKobo,
      reviewedBy: reviewed ? r.pick(ctx.adminIds) : null,
      reviewedAt: reviewed ? reviewedAt : null,
      reason: status === 'rejected' ? demoRejectionReason(id) : null,
      ...demoProof(id, ctx.proofBaseUrl),
      createdAt,
    };
  });
}

/** A wallet movement other than a task reward or package purchase; recent ones may still be pending. */
function walletEntry(r: Random, now: Date, joinedAt: Date): Entry {
  const type = r.chance(0.36) ? 'credit' : 'debit';
  const spec = r.weighted(LEDGER_SERVICES[type].map((s) => [s, s.weight] as const));
  const at = r.between(joinedAt, now);
  const recent = now.getTime() - at.getTime() < 3 * 24 * 3_600_000;
  const status = r.weighted([
    ['success', 86],
    ['pending', recent ? 20 : 2],
    ['failed', 7],
  ] as const);
  return { at, type, service: spec.service, amountKobo: r.int(spec.min / 50, spec.max / 50) * 5_000, status };
}
