import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canDo, type Capability } from '../../entities/roles.ts';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { advisoryKey } from '../db/advisory-key.ts';
import type { Tx } from './audit.ts';

/**
 * Who asks for a write: the account and session version their token names, and the capability the
 * route needs. The session check before the route may answer from a cache that has not yet heard
 * of a change made on another instance; the write's own transaction re-reads the account.
 */
export interface Actor {
  id: string;
  sessionVersion: number;
  capability: Capability;
}

declare const locked: unique symbol;
/**
 * The actor's account as `lockActor` re-read and locked it inside the write's transaction: what
 * `recordAudit` asks for, so that an audited write without the re-check does not compile.
 */
export type LockedActor = Admin & { readonly [locked]: true };

/** The actor of a signed-in request: its token's account and session version, its route's capability. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.admin.id,
  sessionVersion: request.token.sessionVersion,
  capability: request.routeOptions.config?.capability ?? 'team',
});

/** Advisory lock class of account keys: `pg_advisory_xact_lock(ACCOUNT_LOCKS, key)`. */
const ACCOUNT_LOCKS = 0x61636374;

/** An account's advisory key (ids compared without case, as UUIDs are). */
const accountKey = (id: string) => advisoryKey(id.toLowerCase());

/**
 * Re-reads the signed-in admin inside the write's transaction, locked, before it changes anything:
 * a write whose account was disabled (401), given a new session version (401) or a role without
 * the capability (403) writes nothing. It is the first lock of every write transaction, taken after
 * only those of `lockAccountsForChange` and the enabled admins' (a team change), so no two writers
 * wait on each other in a cycle: the account's key shared, then its row FOR SHARE (FOR UPDATE to
 * change the row itself). A change of the account waits for the writes already holding them; a
 * write that comes after the change has committed reads it.
 */
export async function lockActor(tx: Tx, actor: Actor, mode: 'share' | 'update' = 'share'): Promise<LockedActor> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${ACCOUNT_LOCKS}::int, ${accountKey(actor.id)}::int)`);
  const [row] = await tx.select().from(admins).where(eq(admins.id, actor.id)).for(mode);
  if (!row || row.disabled || row.sessionVersion !== actor.sessionVersion) throw unauthorized('Invalid or expired token', 'auth.invalid_token');
  if (!canDo(row.role, actor.capability)) throw forbidden(`Your role (${row.role}) does not allow this`, 'auth.forbidden', { role: row.role });
  return row as LockedActor;
}

/**
 * Before changing accounts' rows (role, disabled, password, session version, last sign-in): their
 * keys exclusively, in one order, as the transaction's first locks. Their writes in flight finish
 * first and new ones queue behind the change (PostgreSQL lets share row locks overtake a waiting
 * FOR UPDATE, so without the keys a busy account's change could wait for ever).
 */
export async function lockAccountsForChange(tx: Tx, ids: string[]) {
  const keys = [...new Set(ids.map(accountKey))].sort((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, ${key}::int)`);
}

export interface WriteOptions {
  /**
   * Locks that come before the actor's, and nothing else: `lockAccountsForChange` for a write that
   * changes accounts' rows (the actor's own included), then a team change's enabled admins.
   */
  lockFirst?: (tx: Tx) => Promise<unknown>;
  /** `update` when the write changes the actor's own row. */
  mode?: 'share' | 'update';
}

/**
 * The one way to write on behalf of a signed-in admin: a transaction whose first act (after
 * `lockFirst`) is `lockActor`, whose proof `work` receives (and `recordAudit` requires).
 */
export function writeTransaction<T>(db: Db, actor: Actor, work: (tx: Tx, me: LockedActor) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  return db.transaction(async (tx) => {
    await options.lockFirst?.(tx);
    return work(tx, await lockActor(tx, actor, options.mode));
  });
}
