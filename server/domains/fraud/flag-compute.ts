import { sql } from 'drizzle-orm';
import { PACE_WINDOW_MINUTES, type StoredFlag } from '../../../entities/fraud-flags.ts';
import type { Tx } from '../../writes/audit.ts';
import type { FlagSettings } from './flag-settings.ts';

/** Advisory lock class under which flags are worked out: one process at a time, so none writes flags from a view another has outdated. */
export const FLAG_LOCK = 0x666c6167;

/** Ids as one array parameter (drizzle would spread a JS array into a row of parameters). */
export const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The rows of a raw query. */
export async function all<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Target {
  id: string;
  user_id: string;
  created_at: Date | string;
  user_created_at: Date | string;
  proof_image_problem: string | null;
}

interface Reuse {
  id: string;
  first: string;
  others: number;
}

const WINDOW_MS = PACE_WINDOW_MINUTES * 60_000;
const time = (value: Date | string) => new Date(value).getTime();

/** For each target, the earliest other user's log for the same task with the same key, and how many there are. */
const reusesOf = (tx: Tx, ids: string[], key: 'proof_link_key' | 'proof_image_sha256') =>
  all<Reuse>(
    tx,
    sql`select t.id, (array_agg(o.id order by o.created_at, o.id))[1] as first, count(*)::int as others
        from task_logs t join task_logs o on o.task_id = t.task_id and o.${sql.raw(key)} = t.${sql.raw(key)} and o.user_id <> t.user_id
        where t.id = any(${uuids(ids)}) group by t.id`,
  );

/** The most submissions of one user within any window of PACE_WINDOW_MINUTES that holds `at`, given that user's submission times (sorted). */
export function busiestWindow(times: number[], at: number): number {
  let most = 0;
  let end = 0;
  for (let start = 0; start < times.length; start++) {
    if (times[start] > at) break;
    if (times[start] + WINDOW_MS <= at) continue;
    end = Math.max(end, start);
    while (end < times.length && times[end] < times[start] + WINDOW_MS) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

/** Each target's user's submission times around it, sorted, by user. */
async function submissionTimes(tx: Tx, targets: Target[]): Promise<Map<string, number[]>> {
  const spans = new Map<string, [number, number]>();
  for (const t of targets) {
    const [from, to] = spans.get(t.user_id) ?? [Infinity, -Infinity];
    spans.set(t.user_id, [Math.min(from, time(t.created_at)), Math.max(to, time(t.created_at))]);
  }
  const spansJson = JSON.stringify([...spans].map(([user, [from, to]]) => ({ user, from: new Date(from - WINDOW_MS), to: new Date(to + WINDOW_MS) })));
  const rows = await all<{ user_id: string; created_at: Date | string }>(
    tx,
    sql`select l.user_id, l.created_at from jsonb_to_recordset(${spansJson}::jsonb) as s("user" uuid, "from" timestamptz, "to" timestamptz)
        join task_logs l on l.user_id = s."user" and l.created_at between s."from" and s."to"`,
  );
  const times = new Map<string, number[]>();
  for (const row of rows) times.set(row.user_id, [...(times.get(row.user_id) ?? []), time(row.created_at)]);
  for (const list of times.values()) list.sort((a, b) => a - b);
  return times;
}

/**
 * Works out the flags of these logs from what the database holds now and stores them; a log no
 * longer pending keeps the flags it was reviewed with. Runs under FLAG_LOCK in the caller's
 * transaction, the logs already locked (`lockWithRelated`).
 */
export async function recomputeFlags(tx: Tx, ids: string[], settings: Pick<FlagSettings, 'maxPerTenMinutes' | 'minAccountHours'>): Promise<number> {
  if (!ids.length) return 0;
  const targets = await all<Target>(
    tx,
    sql`select l.id, l.user_id, l.created_at, u.created_at as user_created_at, l.proof_image_problem
        from task_logs l join users u on u.id = l.user_id where l.id = any(${uuids(ids)}) and l.status = 'pending'`,
  );
  if (!targets.length) return 0;
  const targetIds = targets.map((t) => t.id);
  const [links, screenshots, times] = [
    await reusesOf(tx, targetIds, 'proof_link_key'),
    await reusesOf(tx, targetIds, 'proof_image_sha256'),
    await submissionTimes(tx, targets),
  ];
  const byId = (reuses: Reuse[]) => new Map(reuses.map((r) => [r.id, r]));
  const [linkOf, screenshotOf] = [byId(links), byId(screenshots)];
  const updates = targets.map((t) => {
    const flags: StoredFlag[] = [];
    const link = linkOf.get(t.id);
    if (link) flags.push({ kind: 'reused_link', taskLogId: link.first, others: link.others });
    const shot = screenshotOf.get(t.id);
    if (shot) flags.push({ kind: 'reused_screenshot', taskLogId: shot.first, others: shot.others });
    const count = busiestWindow(times.get(t.user_id) ?? [], time(t.created_at));
    if (count > settings.maxPerTenMinutes) flags.push({ kind: 'pace', count, minutes: PACE_WINDOW_MINUTES });
    const ageMs = time(t.created_at) - time(t.user_created_at);
    if (ageMs < settings.minAccountHours * 3_600_000) flags.push({ kind: 'new_account', hours: Math.max(0, Math.floor(ageMs / 3_600_000)) });
    if (t.proof_image_problem) flags.push({ kind: 'screenshot_unreadable', problem: t.proof_image_problem });
    return { id: t.id, flags };
  });
  await tx.execute(
    sql`update task_logs l set flags = x.flags, flagged = jsonb_array_length(x.flags) > 0
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id uuid, flags jsonb)
        where l.id = x.id and l.status = 'pending' and l.flags is distinct from x.flags`,
  );
  return updates.length;
}

/** A log being checked and what it is about to be keyed with (a link key, or a screenshot's hash). */
export interface Checked {
  id: string;
  task_id: string;
  link_key?: string | null;
  sha?: string | null;
}

/**
 * Locks the logs being checked and the pending logs whose flags their new keys may change, in one
 * statement in id order (the order reviews lock logs in, so the two wait for each other instead of
 * deadlocking), and answers all their ids. Related: those sharing the new link key or screenshot
 * within the task, their users' within the pace window, and those whose flags name them (a proof
 * rewritten since no longer matches).
 */
export async function lockWithRelated(tx: Tx, checked: Checked[]): Promise<string[]> {
  const ids = checked.map((log) => log.id);
  const window = `${PACE_WINDOW_MINUTES} minutes`;
  const rows = await all<{ id: string }>(
    tx,
    sql`with x as (select * from jsonb_to_recordset(${JSON.stringify(checked)}::jsonb) as x(id uuid, task_id uuid, link_key text, sha text)),
        related as (
          select p.id from x join task_logs p on p.task_id = x.task_id and p.proof_link_key = x.link_key where p.status = 'pending'
          union select p.id from x join task_logs p on p.task_id = x.task_id and p.proof_image_sha256 = x.sha where p.status = 'pending'
          union select p.id from x join task_logs n on n.id = x.id join task_logs p on p.user_id = n.user_id
            and p.created_at between n.created_at - ${window}::interval and n.created_at + ${window}::interval where p.status = 'pending'
          union select p.id from task_logs p where p.flagged and p.status = 'pending'
            and exists (select 1 from jsonb_array_elements(p.flags) f where f ->> 'taskLogId' = any(${sql.param(ids)}::text[]))
          union select id from x
        )
        select l.id from task_logs l join related r on r.id = l.id order by l.id for update of l`,
  );
  return rows.map((row) => row.id);
}
