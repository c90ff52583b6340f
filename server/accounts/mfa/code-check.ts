import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, type Admin } from '../../db/schema/index.ts';
import { badRequest, forbidden, unauthorized } from '../../errors.ts';
import { recordAudit } from '../../writes/audit.ts';
import { lockAccountsForChange, lockActor, type Actor } from '../../writes/write-transaction.ts';
import { createLoginThrottle } from '../login-throttle.ts';
import type { SecurityPolicy } from './policy.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { lockKeys } from '../second-factor-locks.ts';
import { matchingStep, TOTP_CODE } from './totp.ts';

/** 5 wrong codes within 15 minutes lock the account's second step for 15 minutes. */
const CODE_GUESSES = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
const LOCKED = { message: 'Too many wrong codes for this account.', code: 'auth.mfa_locked' };

/** Why a code was asked for: the activity log says it with each wrong code. */
export type CodePurpose = 'sign-in' | 'step-up' | 'enrol' | 'recovery-codes' | 'remove';

export interface TotpUse {
  purpose: CodePurpose;
  ip: string;
  /** The code is for the key enrolment offered, not yet active. */
  pending?: boolean;
  /** The signed-in admin asking, re-read and locked before the code is accepted. */
  actor?: Actor;
  /** What the account (as re-read) must be for the code to mean anything: throws (a 409) otherwise. */
  precondition?: (account: Admin) => void;
}

const WRONG_CODE = 'That code is not right, or was already used. Enter the current code from your authenticator app.';
/**
 * A wrong code: 401 at sign-in (nobody is signed in yet); 403 for a signed-in session, which a
 * wrong code does not end (a client signs out on 401).
 */
const wrongCode = (signedIn: boolean) => (signedIn ? forbidden(WRONG_CODE, 'auth.mfa_code_invalid') : unauthorized(WRONG_CODE, 'auth.mfa_code_invalid'));
const malformedCode = () => badRequest('Enter the 6 digits your authenticator app shows', 'auth.mfa_code_malformed');

/**
 * Checks second factors: each attempt counts towards the account's lock before it is checked (so
 * concurrent guesses cannot all slip under it) and a right one clears the count; a TOTP step is
 * accepted at most once, by one conditional update that of two concurrent requests only one wins.
 */
export function createCodeCheck(db: Db, policy: SecurityPolicy) {
  const throttle = createLoginThrottle(db, CODE_GUESSES, LOCKED);

  async function attempt<T>(admin: Admin, purpose: CodePurpose, ip: string, check: () => Promise<T | null>, kind: 'totp' | 'recovery' = 'totp'): Promise<T> {
    const key = lockKeys(admin.id)[kind];
    await throttle.beginAttempt(key);
    const accepted = await check();
    if (accepted === null) {
      await recordAudit(db, { adminId: admin.id, action: 'mfa-code-failed', entity: 'admin', entityId: admin.id, details: { purpose, ip } });
      throw wrongCode(purpose !== 'sign-in');
    }
    await throttle.recordSuccess(key);
    return accepted;
  }

  /**
   * Accepts `code` for the account's active key (or, to confirm enrolment, its pending one): its
   * step, or 401. A signed-in request's `actor` is re-read inside the transaction (`lockActor`).
   */
  async function acceptTotp(admin: Admin, code: string, { purpose, ip, pending = false, actor, precondition }: TotpUse) {
    if (!TOTP_CODE.test(code)) throw malformedCode();
    // A code that cannot mean anything (already on, not started, required by the role) is refused before it counts as a guess.
    if (precondition) {
      const [now] = await db.select().from(admins).where(eq(admins.id, admin.id));
      if (now) precondition(now);
    }
    return attempt(admin, purpose, ip, () =>
      db.transaction(async (tx) => {
        await lockAccountsForChange(tx, [admin.id]);
        const [row] = actor ? [await lockActor(tx, actor, 'update')] : await tx.select().from(admins).where(eq(admins.id, admin.id));
        if (row) precondition?.(row);
        const secret = pending ? row?.mfaPendingSecret : row?.mfaSecret;
        if (!row || !secret) return null;
        const step = matchingStep(secret, code, policy.now(), row.mfaLastStep);
        if (step === null) return null;
        const column = pending ? admins.mfaPendingSecret : admins.mfaSecret;
        const [won] = await tx
          .update(admins)
          .set({ mfaLastStep: step })
          .where(and(eq(admins.id, admin.id), eq(column, secret), or(isNull(admins.mfaLastStep), lt(admins.mfaLastStep, sql`${step}`))))
          .returning({ id: admins.id });
        return won ? { secret, step } : null;
      }),
    );
  }

  /** Uses one of the account's recovery codes (sign-in only), or 401. */
  async function acceptRecoveryCode(admin: Admin, code: string, ip: string) {
    await attempt(admin, 'sign-in', ip, async () => ((await useRecoveryCode(db, admin.id, code)) ? true : null), 'recovery');
    await recordAudit(db, { adminId: admin.id, action: 'mfa-recovery-code-used', entity: 'admin', entityId: admin.id, details: { ip } });
  }

  return { acceptTotp, acceptRecoveryCode };
}

export type CodeCheck = ReturnType<typeof createCodeCheck>;
