import type { Role } from '../../../entities/roles.ts';
import type { Admin } from '../../db/schema/index.ts';

/** Who must use two-factor sign-in, how long they have to enrol, and which changes need a fresh code. */
export interface SecurityPolicy {
  /** Roles that must enrol (`MFA_REQUIRED_ROLES`). */
  mfaRequiredRoles: readonly Role[];
  /** Hours a required account may still sign in without enrolling (`MFA_GRACE_HOURS`). */
  mfaGraceHours: number;
  /** Confirmations crediting at least this much need a code from the last `stepUpWindowMs` (`STEP_UP_NAIRA`, in kobo). */
  stepUpKobo: number;
  stepUpWindowMs: number;
  /** The clock every code and window is read against (tests inject one). */
  now: () => number;
}

export const DEFAULT_SECURITY: SecurityPolicy = {
  mfaRequiredRoles: ['admin', 'reviewer'],
  mfaGraceHours: 72,
  stepUpKobo: 50_000 * 100,
  stepUpWindowMs: 10 * 60_000,
  now: Date.now,
};

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  /** When a required account that has not enrolled can no longer sign in except to enrol; null otherwise. */
  graceEndsAt: string | null;
}

/** What the account's two-factor sign-in is and must be. */
export function mfaStatus(admin: Admin, policy: SecurityPolicy): MfaStatus {
  const enabled = admin.mfaSecret !== null;
  const required = policy.mfaRequiredRoles.includes(admin.role);
  const graceEndsAt = required && !enabled ? new Date(admin.mfaGraceFrom.getTime() + policy.mfaGraceHours * 3_600_000).toISOString() : null;
  return { enabled, required, graceEndsAt };
}

/** A required account past its grace period without a second factor: it may only enrol. */
export const mustEnrolFirst = (admin: Admin, policy: SecurityPolicy) => {
  const { graceEndsAt } = mfaStatus(admin, policy);
  return graceEndsAt !== null && Date.parse(graceEndsAt) <= policy.now();
};
