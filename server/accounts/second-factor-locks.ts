import { inArray } from 'drizzle-orm';
import { loginFailures } from '../db/schema/index.ts';
import type { Tx } from '../writes/audit.ts';

/**
 * The lock keys of an account's second factor (rows of the sign-in lock's table): codes and
 * recovery codes are counted apart, so that 5 wrong codes (which anyone with the password can send)
 * do not also lock the recovery codes out.
 */
export const lockKeys = (adminId: string) => ({ totp: `mfa:${adminId}`, recovery: `mfa-recovery:${adminId}` });

/** A reset second factor starts with no wrong codes counted (their lock would refuse the new enrolment). */
export const forgetGuesses = (tx: Tx, adminId: string) => tx.delete(loginFailures).where(inArray(loginFailures.email, Object.values(lockKeys(adminId))));
