import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, type Admin } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword, endSessions, lockActor } from './team.ts';

type Throttle = ReturnType<typeof createLoginThrottle>;

/**
 * An admin changes their own password: the current one must be given, the new one is at least 12
 * characters and differs. Every session of the account ends (the session version rises), the change
 * is audited in the same transaction; the caller signs a new token for the session it keeps.
 * A wrong current password is a 400 naming the field, never a 401 (which would sign the admin out);
 * it counts as a failed sign-in of the account (locked after 10, 429) and is audited.
 */
export async function changeOwnPassword(db: Db, throttle: Throttle, actor: Admin, currentPassword: string, newPassword: string) {
  checkNewPassword(newPassword, 'newPassword');
  if (newPassword === currentPassword) throw badRequest('newPassword must differ from the current password', 'password.unchanged', { field: 'newPassword' });
  await throttle.beginAttempt(actor.email);
  const changed = await db.transaction(async (tx) => {
    const admin = await lockActor(tx, actor, 'read', 'update');
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) return undefined;
    const [updated] = await tx
      .update(admins)
      .set({ passwordHash: await hashPassword(newPassword), ...endSessions })
      .where(eq(admins.id, actor.id))
      .returning();
    await recordAudit(tx, { adminId: actor.id, action: 'password', entity: 'admin', entityId: actor.id });
    return updated;
  });
  if (!changed) {
    await recordAudit(db, { adminId: actor.id, action: 'password-failed', entity: 'admin', entityId: actor.id });
    throw badRequest('currentPassword is not your current password', 'password.wrong_current', { field: 'currentPassword' });
  }
  await throttle.recordSuccess(actor.email);
  return changed;
}
