import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../writes/audit.ts';
import { all, FLAG_LOCK, lockWithRelated, recomputeFlags } from './flag-compute.ts';
import type { FlagSettings } from './flag-settings.ts';
import { proofLinkKey } from './proof-link.ts';
import { readScreenshot, type ScreenshotRead } from './screenshot-read.ts';

/** Logs whose proof links are keyed in one pass, newest first. */
const LINK_BATCH = 1000;
/** Screenshots read at once in one pass, newest first. */
const SCREENSHOT_BATCH = 8;
/** How long a process holds a screenshot it reads before another may take it (longer than any read). */
const LEASE = '1 minute';
/** After a read that may pass, the next try waits this long (by attempt); after the last, the problem stays. */
const RETRY_AFTER = ['1 minute', '5 minutes', '30 minutes', '2 hours'];

export interface PassOutcome {
  keyed: number;
  read: number;
  flagged: number;
  /** A batch was full: more work is likely waiting. */
  more: boolean;
}

/** Runs `work` in a transaction holding the flag lock. */
const underFlagLock = <T>(db: Db, work: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FLAG_LOCK}::int, 0)`);
    return work(tx);
  });

/** A proof link's key, or null when it cannot be compared or is the task's own link (honest users paste it too). */
function linkKey(proofUrl: string | null, taskLink: string) {
  if (proofUrl === null) return null;
  const key = proofLinkKey(proofUrl);
  const own = proofLinkKey(taskLink);
  return 'key' in key && !('key' in own && own.key === key.key) ? key.key : null;
}

/**
 * Keys the newest unchecked logs' proof links and works out the flags they and the pending logs
 * they relate to now have, all rows locked at once in id order (as reviews lock them). A log whose
 * proof was rewritten since it was read stays unchecked: the trigger cleared it, the next pass keys it.
 */
async function keyLinks(db: Db, settings: FlagSettings): Promise<{ keyed: number; flagged: number }> {
  const batch = await all<{ id: string; task_id: string; proof_url: string | null; task_link: string }>(
    db,
    sql`select l.id, l.task_id, l.proof_url, t.task_link from task_logs l join tasks t on t.id = l.task_id
        where l.flags_checked_at is null order by l.created_at desc limit ${LINK_BATCH}`,
  );
  if (!batch.length) return { keyed: 0, flagged: 0 };
  const keys = batch.map((log) => ({ id: log.id, task_id: log.task_id, url: log.proof_url, link_key: linkKey(log.proof_url, log.task_link) }));
  return underFlagLock(db, async (tx) => {
    const ids = await lockWithRelated(tx, keys);
    await tx.execute(
      sql`update task_logs l set proof_link_key = x.link_key, flags_checked_at = now()
          from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(id uuid, url text, link_key text)
          where l.id = x.id and l.flags_checked_at is null and l.proof_url is not distinct from x.url`,
    );
    return { keyed: batch.length, flagged: await recomputeFlags(tx, ids, settings) };
  });
}

/** Takes the newest screenshots due for reading (a lease other processes skip), reads them, stores what came of it, and re-flags. */
async function readScreenshots(db: Db, settings: FlagSettings, fetchImpl?: typeof fetch): Promise<{ read: number; flagged: number }> {
  const due = await all<{ id: string; task_id: string; proof_image_url: string; proof_image_attempts: number }>(
    db,
    sql`update task_logs set proof_image_next_at = now() + ${LEASE}::interval, proof_image_attempts = proof_image_attempts + 1
        where id in (select id from task_logs where proof_image_next_at <= now() and proof_image_url is not null
                     order by created_at desc limit ${SCREENSHOT_BATCH} for update skip locked)
        returning id, task_id, proof_image_url, proof_image_attempts`,
  );
  if (!due.length) return { read: 0, flagged: 0 };
  const limits = { hosts: new Set(settings.proofHosts), maxBytes: settings.screenshotMaxBytes, timeoutMs: settings.screenshotTimeoutMs };
  const reads = await Promise.all(due.map(async (log) => ({ log, read: await readScreenshot(log.proof_image_url, limits, fetchImpl) })));
  const results = reads.map(({ log, read }) => ({ id: log.id, task_id: log.task_id, url: log.proof_image_url, ...storedRead(read, log.proof_image_attempts) }));
  return underFlagLock(db, async (tx) => {
    const ids = await lockWithRelated(tx, results);
    await tx.execute(
      sql`update task_logs l set proof_image_sha256 = x.sha, proof_image_problem = x.problem,
            proof_image_next_at = case when x.retry_after is null then null else now() + x.retry_after::interval end
          from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(id uuid, url text, sha text, problem text, retry_after text)
          where l.id = x.id and l.proof_image_url is not distinct from x.url`,
    );
    return { read: due.length, flagged: await recomputeFlags(tx, ids, settings) };
  });
}

/** What a read leaves on its log: the hash, or the problem and when to try again (never, past the last attempt). */
function storedRead(read: ScreenshotRead, attempts: number) {
  if ('sha256' in read) return { sha: read.sha256, problem: null, retry_after: null };
  const retryAfter = read.retry ? (RETRY_AFTER[attempts - 1] ?? null) : null;
  return { sha: null, problem: read.problem, retry_after: retryAfter };
}

/** One pass over the work waiting: link keys, then screenshots; each bounded in rows, and screenshots in time. */
export async function runFlagPass(db: Db, settings: FlagSettings, fetchImpl?: typeof fetch): Promise<PassOutcome> {
  const links = await keyLinks(db, settings);
  const shots = await readScreenshots(db, settings, fetchImpl);
  return { keyed: links.keyed, read: shots.read, flagged: links.flagged + shots.flagged, more: links.keyed >= LINK_BATCH || shots.read >= SCREENSHOT_BATCH };
}
