import { ROLES, type Role } from '../../../entities/roles.ts';
import { ConfigError } from '../../config-error.ts';
import { parseCount } from '../../config-values.ts';
import { DEFAULT_SECURITY, type SecurityPolicy } from './policy.ts';

export type { SecurityPolicy };

/** The roles that must enrol: a comma-separated list of roles, or empty for none. */
function parseRoles(value: string): Role[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(ROLES as readonly string[]).includes(name));
  if (unknown.length) throw new ConfigError(`MFA_REQUIRED_ROLES must list roles from ${ROLES.join(', ')} (or be empty for none), not "${unknown.join(', ')}"`);
  return names as Role[];
}

/** MFA_REQUIRED_ROLES, MFA_GRACE_HOURS and STEP_UP_NAIRA, each with its default when unset. */
export function parseSecurityPolicy(env: NodeJS.ProcessEnv): Partial<SecurityPolicy> {
  return {
    ...(env.MFA_REQUIRED_ROLES !== undefined && { mfaRequiredRoles: parseRoles(env.MFA_REQUIRED_ROLES) }),
    ...(env.MFA_GRACE_HOURS && { mfaGraceHours: parseCount('MFA_GRACE_HOURS', env.MFA_GRACE_HOURS, 0, 8760) }),
    ...(env.STEP_UP_NAIRA && { stepUpKobo: parseCount('STEP_UP_NAIRA', env.STEP_UP_NAIRA, 0, 1_000_000_000) * 100 }),
  };
}

export const securityPolicy = (overrides: Partial<SecurityPolicy> = {}): SecurityPolicy => ({ ...DEFAULT_SECURITY, ...overrides });
