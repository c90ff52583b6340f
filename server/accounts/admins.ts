import { count, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Role } from '../../entities/roles.ts';
import type { Db } from '../db/client.ts';
import { admins, recoveryCodes, type Admin } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from '../writes/audit.ts';
import { assertAsciiEmail } from './emails.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword, emailIs, endSessions, generatePassword } from './team.ts';
import { lockAccountsForChange } from '../writes/write-transaction.ts';
import { forgetGuesses } from './second-factor-locks.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
const LOOKS_LIKE_EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export const publicAdmin = (a: Admin) => ({ _id: a.id, name: a.name, email: a.email, role: a.role });

/** `changed` hears of every account this service changes, before its caller does (the session cache). */
export function createAdminService(db: Db, changed: (adminId: string) => void = () => {}) {
  async function findByEmail(email: string) {
    const [admin] = await db.select().from(admins).where(emailIs(email)).limit(1);
    return admin;
  }

  /** A change of the account (the command line's): its writes in flight finish first (`lockAccountsForChange`). */
  async function updateByEmail(email: string, values: PgUpdateSetSource<typeof admins>) {
    const admin = await db.transaction(async (tx) => {
      const [found] = await tx.select({ id: admins.id }).from(admins).where(emailIs(email));
      if (!found) return undefined;
      await lockAccountsForChange(tx, [found.id]);
      const [updated] = await tx.update(admins).set(values).where(eq(admins.id, found.id)).returning();
      return updated;
    });
    if (!admin) throw notFound(`No admin with email ${email}`);
    changed(admin.id);
    return admin;
  }

  return {
    findByEmail,

    async findById(id: string) {
      const [admin] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return admin;
    },

    async create(input: { email: string; password: string; name?: string; role?: Role }) {
      checkNewPassword(input.password);
      assertAsciiEmail(input.email);
      if (await findByEmail(input.email)) throw conflict(`An admin with email ${input.email} already exists`);
      const email = input.email.trim();
      const [admin] = await db
        .insert(admins)
        .values({ email, name: input.name?.trim() || email.split('@')[0], role: input.role, passwordHash: await hashPassword(input.password) })
        .returning();
      return admin;
    },

    /** A new password; every session of the account ends. */
    async resetPassword(email: string, password: string) {
      checkNewPassword(password);
      return updateByEmail(email, { passwordHash: await hashPassword(password), ...endSessions });
    },

    /** Two-factor sign-in off (the command line's recovery for a lost phone): sessions end, recovery codes go, a new grace period starts. */
    async resetMfa(email: string) {
      const admin = await updateByEmail(email, { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null, mfaGraceFrom: new Date(), ...endSessions });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id));
      await forgetGuesses(db, admin.id);
      return admin;
    },

    /** Disabling refuses sign-in and ends every session; enabling does not bring those sessions back. */
    async setDisabled(email: string, disabled: boolean) {
      return updateByEmail(email, { disabled, ...endSessions });
    },

    /**
     * Whose account the email names (if any) and whether the password is its password. Unknown
     * emails cost one hash too, so timing does not tell which emails exist.
     */
    async authenticate(email: string, password: string): Promise<{ admin: Admin | undefined; ok: boolean }> {
      const admin = await findByEmail(email);
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyPasswordHash()), password);
      return { admin, ok: !!admin && ok };
    },

    /** A sign-in: when, for the team list, and the activity log's row, together (the account's writes in flight first). */
    async recordSignIn(adminId: string, ip: string) {
      await db.transaction(async (tx) => {
        await lockAccountsForChange(tx, [adminId]);
        await tx.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
        await recordAudit(tx, { adminId, action: 'sign-in', entity: 'admin', entityId: adminId, details: { ip } });
      });
    },

    /**
     * A refused sign-in, under the account the email names when there is one. An unknown email is
     * kept only when it looks like one: a password typed into the email field stays out of the log.
     */
    async recordSignInFailure(email: string, admin: Admin | undefined, reason: 'password' | 'disabled', ip: string) {
      const tried = admin?.email ?? (LOOKS_LIKE_EMAIL.test(email.trim()) ? email.trim() : null);
      await recordAudit(db, {
        adminId: admin?.id ?? null,
        action: 'sign-in-failed',
        entity: 'admin',
        entityId: admin?.id,
        details: { email: tried, reason, ip },
      });
    },

    /**
     * On first start: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or admin@example.com with a random
     * password that is returned so the caller can print it once.
     */
    async ensureInitialAdmin(initial: { email?: string; password?: string } = {}) {
      const [{ n }] = await db.select({ n: count() }).from(admins);
      if (n > 0) return null;
      const email = initial.email || DEFAULT_ADMIN_EMAIL;
      const password = initial.password || generatePassword();
      const admin = await this.create({ email, password, name: 'Administrator' });
      return { admin, password, generated: !initial.password };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
