import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, type Admin } from '../../db/schema/index.ts';
import { conflict, recordNotFound } from '../../errors.ts';
import { recordAudit } from '../../writes/audit.ts';
import { lockAccountsForChange, writeTransaction, type Actor } from '../../writes/write-transaction.ts';
import { endSessions } from '../team.ts';
import type { CodeCheck } from './code-check.ts';
import { forgetGuesses } from '../second-factor-locks.ts';
import type { SecurityPolicy } from './policy.ts';
import { newRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';
import type { StepUpGuard } from './step-up.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

const own = (actor: Actor) => ({
  lockFirst: (tx: Parameters<typeof lockAccountsForChange>[0]) => lockAccountsForChange(tx, [actor.id]),
  mode: 'update' as const,
});
const off = { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null };

/** The account has two-factor sign-in on (409 otherwise). */
export function enabled(account: Admin) {
  if (!account.mfaSecret) throw conflict('Two-factor sign-in is off: set it up first', 'mfa.not_enabled');
}
function startedNotEnabled(account: Admin) {
  if (account.mfaSecret) throw conflict('Two-factor sign-in is already on', 'mfa.already_enabled');
  if (!account.mfaPendingSecret) throw conflict('Start setting up two-factor sign-in first', 'mfa.not_started');
}

/**
 * Two-factor enrolment and its changes, each on the signed-in account's own row (locked) and
 * audited. A code is checked first (`CodeCheck`: counted, single use) and the change then made in
 * its own write transaction.
 */
export function createEnrolment(db: Db, codes: CodeCheck, policy: SecurityPolicy) {
  return {
    /** A new key, pending until a first code confirms it; an account that has one must remove it first. */
    async start(actor: Actor) {
      return writeTransaction(
        db,
        actor,
        async (tx, me) => {
          if (me.mfaSecret) throw conflict('Two-factor sign-in is already on: remove it before setting it up again', 'mfa.already_enabled');
          const secret = newTotpSecret();
          await tx.update(admins).set({ mfaPendingSecret: secret }).where(eq(admins.id, me.id));
          return { secret, otpauthUrl: otpauthUrl(secret, me.email) };
        },
        own(actor),
      );
    },

    /**
     * The pending key becomes active on its first code. That code is no step-up: whoever holds only
     * the password and a session could otherwise enrol and then move money at once.
     */
    async confirm(actor: Actor, admin: Admin, code: string, ip: string) {
      const { secret } = await codes.acceptTotp(admin, code, { purpose: 'enrol', ip, pending: true, actor, precondition: startedNotEnabled });
      const { codes: recoveryCodes, hashes } = await newRecoveryCodes();
      await writeTransaction(
        db,
        actor,
        async (tx, me) => {
          if (me.mfaPendingSecret !== secret) throw conflict('Start setting up two-factor sign-in first', 'mfa.not_started');
          await tx.update(admins).set({ mfaSecret: secret, mfaPendingSecret: null }).where(eq(admins.id, me.id));
          await replaceRecoveryCodes(tx, me.id, hashes);
          await recordAudit(tx, { by: me, action: 'mfa-enable', entity: 'admin', entityId: me.id });
        },
        own(actor),
      );
      return { recoveryCodes };
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async regenerate(actor: Actor, admin: Admin, code: string, ip: string) {
      await codes.acceptTotp(admin, code, { purpose: 'recovery-codes', ip, actor, precondition: enabled });
      const { codes: recoveryCodes, hashes } = await newRecoveryCodes();
      await writeTransaction(db, actor, async (tx, me) => {
        await replaceRecoveryCodes(tx, me.id, hashes);
        await recordAudit(tx, { by: me, action: 'mfa-recovery-codes', entity: 'admin', entityId: me.id });
      });
      return { recoveryCodes };
    },

    /** Turns one's own two-factor sign-in off with a current code, where the role does not require it. */
    async remove(actor: Actor, admin: Admin, code: string, ip: string) {
      const removable = (account: Admin) => {
        enabled(account);
        if (policy.mfaRequiredRoles.includes(account.role))
          throw conflict('Your role requires two-factor sign-in', 'mfa.required_by_role', { role: account.role });
      };
      await codes.acceptTotp(admin, code, { purpose: 'remove', ip, actor, precondition: removable });
      await writeTransaction(
        db,
        actor,
        async (tx, me) => {
          await tx.update(admins).set(off).where(eq(admins.id, me.id));
          await replaceRecoveryCodes(tx, me.id, []);
          await recordAudit(tx, { by: me, action: 'mfa-remove', entity: 'admin', entityId: me.id });
        },
        own(actor),
      );
    },

    /**
     * An admin turns another account's two-factor sign-in off (a lost phone): that account's
     * sessions end, and it enrols again at its next sign-in. Nobody resets their own.
     */
    async reset(actor: Actor, targetId: string, stepUp: StepUpGuard) {
      if (targetId.toLowerCase() === actor.id.toLowerCase()) throw conflict('Use your own code to change your two-factor sign-in', 'mfa.reset_own');
      await writeTransaction(
        db,
        actor,
        async (tx, me) => {
          await stepUp(tx, me);
          const [target] = await tx
            .update(admins)
            .set({ ...off, ...endSessions, mfaGraceFrom: new Date(policy.now()) })
            .where(eq(admins.id, targetId))
            .returning({ id: admins.id });
          if (!target) throw recordNotFound('Team member', 'team');
          await replaceRecoveryCodes(tx, targetId, []);
          await forgetGuesses(tx, targetId);
          await recordAudit(tx, { by: me, action: 'mfa-reset', entity: 'admin', entityId: targetId });
        },
        { lockFirst: (tx) => lockAccountsForChange(tx, [actor.id, targetId]) },
      );
    },
  };
}

export type Enrolment = ReturnType<typeof createEnrolment>;
