import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { userFreeze } from '../../../entities/fraud-flags.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, recordNotFound } from '../../errors.ts';
import { declaredText } from '../../shared/text.ts';
import { recordAudit, type Tx } from '../../writes/audit.ts';
import type { LockedActor } from '../../writes/write-transaction.ts';
import { userLister } from './users.ts';

/**
 * Freezes a user, audited with the reason: from then on their submissions cannot be confirmed.
 * The user's row lock orders it against confirmations, which lock the users they credit: a
 * confirmation under way finishes first, or reads the freeze and is refused.
 */
export async function freezeUser(tx: Tx, by: LockedActor, userId: string, reason: string) {
  const why = declaredText(reason, userFreeze.fields.reason, 'reason');
  const [user] = await tx.select({ frozenAt: users.frozenAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw recordNotFound('User', 'users');
  if (user.frozenAt) throw conflict('This user is already frozen', 'user.already_frozen');
  await tx
    .update(users)
    .set({ frozenAt: new Date(), frozenBy: by.id, frozenReason: why })
    .where(and(eq(users.id, userId), isNull(users.frozenAt)));
  await recordAudit(tx, { by, action: 'freeze', entity: 'user', entityId: userId, details: { reason: why } });
  return (await userLister.one(tx as Db, userId))!;
}

/** Unfreezes a user, audited (with the reason they were frozen for). */
export async function unfreezeUser(tx: Tx, by: LockedActor, userId: string) {
  const [user] = await tx.select({ frozenAt: users.frozenAt, frozenReason: users.frozenReason }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw recordNotFound('User', 'users');
  if (!user.frozenAt) throw conflict('This user is not frozen', 'user.not_frozen');
  await tx
    .update(users)
    .set({ frozenAt: null, frozenBy: null, frozenReason: null })
    .where(and(eq(users.id, userId), isNotNull(users.frozenAt)));
  await recordAudit(tx, { by, action: 'unfreeze', entity: 'user', entityId: userId, details: { reason: user.frozenReason } });
  return (await userLister.one(tx as Db, userId))!;
}
