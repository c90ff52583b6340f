import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { recordAudit, type Tx } from '../writes/audit.ts';
import type { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword, endSessions } from './team.ts';
import { lockAccountsForChange, writeTransaction, type LockedActor } from '../writes/write-transaction.ts';

type Throttle = ReturnType<typeof createLoginThrottle>;

/**
 * An admin changes their own password (any role: the route needs `read`): the current one must be
 * given, the new one is at least 12 characters and differs. Every session of the account ends (the
 * session version rises), the change is audited in the same transaction; the caller signs a new
 * token for the session it keeps. A wrong current password is a 400 naming the field, never a 401
 * (which would sign the admin out); it counts as a failed sign-in of the account (locked after 10,
 * 429) and is audited. All of it happens in one write transaction, after the account was re-read
 * at the session version of the token (`account`: the session's, whose version is the token's).
 * An account with two-factor sign-in needs a code entered lately (`stepUp`).
 */
export async function changeOwnPassword(
  db: Db,
  throttle: Throttle,
  account: Pick<Admin, 'id' | 'email' | 'sessionVersion'>,
  currentPassword: string,
  newPassword: string,
  stepUp: (tx: Tx, me: LockedActor) => Promise<void>,
) {
  checkNewPassword(newPassword, 'newPassword');
  if (newPassword === currentPassword) throw badRequest('newPassword must differ from the current password', 'password.unchanged', { field: 'newPassword' });
  const actor = { id: account.id, sessionVersion: account.sessionVersion, capability: 'read' } as const;
  const changed = await writeTransaction(
    db,
    actor,
    async (tx, me) => {
      // With a second factor, the password alone (stolen with a session) must not replace itself.
      if (me.mfaSecret) await stepUp(tx, me);
      await throttle.beginAttempt(me.email, tx);
      if (!(await verifyPassword(me.passwordHash, currentPassword))) {
        await recordAudit(tx, { by: me, action: 'password-failed', entity: 'admin', entityId: me.id });
        return undefined;
      }
      const [updated] = await tx
        .update(admins)
        .set({ passwordHash: await hashPassword(newPassword), ...endSessions })
        .where(eq(admins.id, me.id))
        .returning();
      await recordAudit(tx, { by: me, action: 'password', entity: 'admin', entityId: me.id });
      await throttle.recordSuccess(me.email, tx);
      return updated;
    },
    { lockFirst: (tx) => lockAccountsForChange(tx, [actor.id]), mode: 'update' },
  );
  if (!changed) throw badRequest('currentPassword is not your current password', 'password.wrong_current', { field: 'currentPassword' });
  return changed;
}
