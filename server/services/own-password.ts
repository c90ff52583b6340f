import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword } from './team.ts';

/**
 * An admin changes their own password: the current one must be given, the new one is at least 12
 * characters and differs. Every session of the account ends (the session version rises), the change
 * is audited in the same transaction; the caller signs a new token for the session it keeps.
 * A wrong current password is a 400 naming the field, never a 401 (which would sign the admin out).
 */
export async function changeOwnPassword(db: Db, adminId: string, currentPassword: string, newPassword: string) {
  checkNewPassword(newPassword, 'newPassword');
  if (newPassword === currentPassword) throw badRequest('newPassword must differ from the current password', 'password.unchanged', { field: 'newPassword' });
  return db.transaction(async (tx) => {
    const [admin] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
    if (!admin || !(await verifyPassword(admin.passwordHash, currentPassword))) {
      throw badRequest('currentPassword is not your current password', 'password.wrong_current', { field: 'currentPassword' });
    }
    const [changed] = await tx
      .update(admins)
      .set({ passwordHash: await hashPassword(newPassword), sessionVersion: sql`${admins.sessionVersion} + 1` })
      .where(eq(admins.id, adminId))
      .returning();
    await recordAudit(tx, { adminId, action: 'password', entity: 'admin', entityId: adminId });
    return changed;
  });
}
