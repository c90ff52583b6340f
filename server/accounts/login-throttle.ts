import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import type { Tx } from '../writes/audit.ts';
import { normalizeEmail as key } from './emails.ts';

export interface ThrottleRules {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** OWASP-style lockout: this many failures for one email within the window lock it for a while. */
export const DEFAULT_THROTTLE: ThrottleRules = { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** What a locked account is told (the message is followed by when to try again). */
export interface LockedMessage {
  message: string;
  code: string;
}
const SIGN_IN_LOCKED: LockedMessage = { message: 'Too many failed sign-in attempts for this account.', code: 'auth.account_locked' };

/**
 * Failed sign-ins per email (known or unknown alike), kept in the database so every instance agrees.
 * Each method runs on `on` when given: a write transaction it then belongs to (own password).
 */
export function createLoginThrottle(db: Db, rules: ThrottleRules = DEFAULT_THROTTLE, locked: LockedMessage = SIGN_IN_LOCKED) {
  return {
    /** Throws 429 with Retry-After while the email is locked; call before hashing anything. */
    async assertNotLocked(email: string, on: Tx = db): Promise<void> {
      const [row] = await on
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.email, key(email)));
      const waitMs = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
      if (waitMs <= 0) return;
      const minutes = Math.ceil(waitMs / 60_000);
      throw new HttpError(
        429,
        `${locked.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
        {
          code: locked.code,
          params: { minutes },
        },
      );
    },

    /**
     * Counts an attempt as a failure before its password is checked (a success then clears it), so
     * that concurrent guesses cannot all pass the lock check: answers the attempt's number.
     */
    async recordFailure(email: string, on: Tx = db): Promise<number> {
      const stale = sql`${loginFailures.firstFailedAt} < now() - make_interval(secs => ${rules.windowSeconds})`;
      const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
      const [row] = await on
        .insert(loginFailures)
        .values({ email: key(email), failures: 1, firstFailedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: {
            failures,
            firstFailedAt: sql`case when ${stale} then now() else ${loginFailures.firstFailedAt} end`,
            lockedUntil: sql`case when ${failures} >= ${rules.maxFailures} then now() + make_interval(secs => ${rules.lockSeconds}) else ${loginFailures.lockedUntil} end`,
          },
        })
        .returning({ failures: loginFailures.failures });
      return row.failures;
    },

    /**
     * Before a password is checked: refuses a locked email, then counts the attempt; an attempt
     * beyond the limit (concurrent guesses that all passed the first check) is refused too.
     */
    async beginAttempt(email: string, on: Tx = db) {
      await this.assertNotLocked(email, on);
      if ((await this.recordFailure(email, on)) > rules.maxFailures) await this.assertNotLocked(email, on);
    },

    /** After the right password: the attempt and any earlier failures are forgotten. */
    async recordSuccess(email: string, on: Tx = db) {
      await on.delete(loginFailures).where(eq(loginFailures.email, key(email)));
    },
  };
}
