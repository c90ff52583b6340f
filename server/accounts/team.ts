import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../entities/team.ts';
import type { Role } from '../../entities/roles.ts';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
import { badRequest, conflict, PG_UNIQUE_VIOLATION, pgErrorCode, recordNotFound } from '../errors.ts';
import { changesBetween, recordAudit, type Tx } from '../writes/audit.ts';
import { assertAsciiEmail, normalizeEmail } from './emails.ts';
import { hashPassword } from './passwords.ts';
import { teamMemberToApi } from './team-list.ts';
import { assertVersion } from '../writes/record-changed.ts';
import { nextVersion } from '../db/schema/columns.ts';
import { lockAccountsForChange, writeTransaction, type Actor, type LockedActor } from '../writes/write-transaction.ts';

export interface NewMember {
  email: string;
  name: string;
  role: Role;
  password?: string;
}

export interface MemberChange {
  name?: string;
  role?: Role;
  disabled?: boolean;
  /** The version the change was made from: a member changed since is a 409 `record.changed`. */
  version?: number;
}

/** 24 characters from 144 random bits: what an admin is handed when they choose none. */
export const generatePassword = () => randomBytes(18).toString('base64url');

const missing = () => recordNotFound('Team member', 'team');

/**
 * What a change of accounts (a new one, a role, access, a password) calls first in its transaction:
 * a code entered lately in the actor's session, or 403 (mfa/step-up.ts).
 */
export type StepUp = (tx: Tx, me: LockedActor) => Promise<void>;
/** Ends every session of the account: tokens carry the version they were signed at. */
export const endSessions = { sessionVersion: sql`${admins.sessionVersion} + 1` };

/** At least 12 characters (as people count them: code points), not counting spaces around them. */
export function checkNewPassword(password: string, field = 'password') {
  if ([...password.trim()].length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`${field} must be at least ${PASSWORD_MIN_LENGTH} characters`, 'password.too_short', { field, limit: PASSWORD_MIN_LENGTH });
  }
}

/** ASCII-only case folding on both sides (`collate "C"`), the same as `normalizeEmail`. */
export const emailIs = (email: string) => sql`lower(${admins.email} collate "C") = ${normalizeEmail(email)}`;

const emailTaken = (email: string) => conflict(`An admin with email ${email} already exists`, 'team.email_taken', { email });

/**
 * Adds an account; without a password one is generated and answered once (never stored in clear,
 * never audited). The email is unique ignoring case (409).
 */
export async function createMember(db: Db, actor: Actor, input: NewMember, stepUp: StepUp) {
  assertAsciiEmail(input.email);
  const email = input.email.trim();
  const name = input.name.trim();
  if (!name) throw badRequest('name is required', 'validation.required', { field: 'name' });
  if (input.password !== undefined) checkNewPassword(input.password);
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await writeTransaction(db, actor, async (tx, me) => {
    await stepUp(tx, me);
    const [clash] = await tx.select({ id: admins.id }).from(admins).where(emailIs(email));
    if (clash) throw emailTaken(email);
    const [admin] = await tx.insert(admins).values({ email, name, role: input.role, passwordHash }).returning();
    await recordAudit(tx, {
      by: me,
      action: 'create',
      entity: 'admin',
      entityId: admin.id,
      details: { name, email, role: input.role, passwordGenerated: input.password === undefined },
    });
    return admin;
  }).catch((error) => {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken(email);
    throw error;
  });
  return { ...teamMemberToApi(created), ...(input.password === undefined && { password }) };
}

/**
 * What a team change that writes another account locks first: the keys of the enabled admins, the
 * target and the actor (`lockAccountsForChange`), then the enabled admins' rows in id order. Two
 * changes never wait on each other in a cycle, and writes of those accounts in flight finish first.
 */
const enabledAdmin = and(eq(admins.role, 'admin'), eq(admins.disabled, false));
const lockTeam = (actor: Actor, targetId: string) => async (tx: Tx) => {
  const enabled = await tx.select({ id: admins.id }).from(admins).where(enabledAdmin);
  await lockAccountsForChange(tx, [...enabled.map((admin) => admin.id), targetId, actor.id]);
  await tx.select({ id: admins.id }).from(admins).where(enabledAdmin).orderBy(asc(admins.id)).for('update');
};

const staysEnabledAdmin = (admin: Admin, change: MemberChange) => (change.role ?? admin.role) === 'admin' && !(change.disabled ?? admin.disabled);

/**
 * Refuses a change that would leave no enabled admin (the others are locked already: `lockTeam`),
 * or that takes the actor's own admin rights or access.
 */
async function assertAdminsRemain(tx: Tx, actorId: string, target: Admin, change: MemberChange) {
  const wasEnabledAdmin = target.role === 'admin' && !target.disabled;
  if (!wasEnabledAdmin || staysEnabledAdmin(target, change)) return;
  if (target.id === actorId) {
    const what = change.disabled ? 'disable' : 'demote';
    throw conflict(`You cannot ${what} your own account`, `team.self_${what}`);
  }
  const others = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(enabledAdmin, ne(admins.id, target.id)))
    .orderBy(asc(admins.id))
    .for('update');
  if (others.length === 0) throw conflict('The last enabled admin cannot be disabled or demoted', 'team.last_admin');
}

/**
 * Renames, changes the role of, disables or enables an account. A new role needs the actor's fresh
 * code (`stepUp`); it or disabling ends the account's sessions at once (its next request is 401);
 * the change is audited with before → after.
 */
export async function updateMember(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...change }: MemberChange,
  stepUp: (tx: Tx, me: LockedActor) => Promise<void>,
  now = new Date(),
) {
  if (change.name !== undefined && !change.name.trim()) throw badRequest('name is required', 'validation.required', { field: 'name' });
  return writeTransaction(
    db,
    actor,
    async (tx, me) => {
      const [target] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      if (!target) throw missing();
      await assertVersion(tx, version, target.version, () => ({
        label: 'Team member',
        name: 'team',
        entity: 'admin',
        key: id,
        current: teamMemberToApi(target),
      }));
      await assertAdminsRemain(tx, actor.id, target, change);
      const newRole = change.role !== undefined && change.role !== target.role;
      // Rights and access (a role, whose two-factor grace period starts anew; disabling or enabling) need a fresh code; a name does not.
      if (newRole || (change.disabled !== undefined && change.disabled !== target.disabled)) await stepUp(tx, me);
      const values = { ...change, ...(change.name !== undefined && { name: change.name.trim() }), ...(newRole && { mfaGraceFrom: now }) };
      const endsSessions = newRole || (change.disabled === true && !target.disabled);
      const [updated] = await tx
        .update(admins)
        .set({ ...values, ...(endsSessions && endSessions), version: nextVersion(admins.version) })
        .where(eq(admins.id, id))
        .returning();
      const changes = changesBetween(teamMemberToApi(target), teamMemberToApi(updated), Object.keys(change));
      await recordAudit(tx, { by: me, action: 'update', entity: 'admin', entityId: id, details: { changes } });
      return teamMemberToApi(updated);
    },
    { lockFirst: lockTeam(actor, id) },
  );
}

/** A new generated password for an account, answered once; every session of the account ends. */
export async function resetMemberPassword(db: Db, actor: Actor, id: string, stepUp: StepUp) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await writeTransaction(
    db,
    actor,
    async (tx, me) => {
      await stepUp(tx, me);
      const [updated] = await tx
        .update(admins)
        .set({ passwordHash, ...endSessions })
        .where(eq(admins.id, id))
        .returning({ id: admins.id });
      if (!updated) throw missing();
      await recordAudit(tx, { by: me, action: 'password-reset', entity: 'admin', entityId: id });
    },
    { lockFirst: lockTeam(actor, id) },
  );
  return { _id: id, password };
}
