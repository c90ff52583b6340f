import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/index.ts';
import type { Tx } from '../../writes/audit.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case base32 without look-alikes' confusion: 10 characters, 50 random bits a code. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_LENGTH = 10;

/** `abcde-fghij`: written down and typed by hand, so short, in two halves. */
const newCode = () => {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** How a typed code is compared: case, spaces and dashes ignored. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten new codes and their hashes (hashed before any transaction: each hash takes a while). */
export async function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  return { codes, hashes };
}

/** The account's codes become these: the old ones, used or not, stop working. */
export async function replaceRecoveryCodes(tx: Tx, adminId: string, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  if (hashes.length) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Marks the unused code matching `code` used; false when none matches (or a concurrent use took it). */
export async function useRecoveryCode(db: Db, adminId: string, code: string): Promise<boolean> {
  const typed = normalizeRecoveryCode(code);
  if (typed.length !== CODE_LENGTH) return false;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, typed))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }
  return false;
}

/** How many unused codes the account has left. */
export async function recoveryCodesLeft(db: Db, adminId: string) {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
