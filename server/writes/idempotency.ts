import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import type { Tx } from './audit.ts';
import { writeTransaction, type Actor, type LockedActor } from './write-transaction.ts';

export interface StoredReply {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  route: string;
  /** The Idempotency-Key header; without one the write simply runs. */
  key?: string;
  /** The request body: a key reused for a different request is refused rather than replayed. */
  request: unknown;
}

/** What `idempotency_keys.response` holds: the body as sent (JSON text keeps its key order). */
interface Saved {
  fingerprint: string;
  body?: string;
}

/** A key is honoured for at least this long (any client's retries are over by then), then deleted. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/** Deletes expired keys, at most once every ten minutes per database: a cheap, opportunistic retention. */
async function sweepExpiredKeys(db: Db, tx: Tx) {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)));
}

const fingerprintOf = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('base64url');

/**
 * Runs `write` in one write transaction (`writeTransaction`: its actor re-read first). With a key,
 * that transaction then claims (admin, route, key), and stores the reply beside the write: a key is
 * never recorded without its write, nor the reverse. A repeat gets the first reply back and writes
 * nothing; a concurrent repeat waits on the claim (the primary key) until the first commits, then
 * replays it. A write that fails stores nothing, so a retry runs again. A session that has ended
 * gets no replay either (401/403, like any write): the same admin signed in again does.
 */
export function runIdempotent(db: Db, actor: Actor, scope: IdempotencyScope, write: (tx: Tx, me: LockedActor) => Promise<StoredReply>) {
  return writeTransaction(db, actor, async (tx, me): Promise<StoredReply & { replayed: boolean }> => {
    const { route, key } = scope;
    const adminId = actor.id;
    if (key === undefined) return { ...(await write(tx, me)), replayed: false };
    const fingerprint = fingerprintOf(scope.request);
    const thisKey = and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ adminId, route, key, statusCode: 0, response: { fingerprint } satisfies Saved })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (!stored) throw conflict('Idempotency-Key expired during this request; send it again', 'idempotency.expired');
      const saved = stored.response as Saved;
      if (saved.fingerprint !== fingerprint) throw conflict('Idempotency-Key was already used for a different request', 'idempotency.reused');
      return { statusCode: stored.statusCode, body: JSON.parse(saved.body!), replayed: true };
    }
    await sweepExpiredKeys(db, tx);
    const reply = await write(tx, me);
    const response: Saved = { fingerprint, body: JSON.stringify(reply.body) };
    await tx.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(thisKey);
    return { ...reply, replayed: false };
  });
}
