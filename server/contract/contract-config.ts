import { ConfigError } from '../config-error.ts';
import { parseChoice } from '../config-values.ts';

/** The settings that give the production backend's behaviour; each would add what the contract lacks. */
const CONFLICTS: [name: string, conflicts: (value: string) => boolean][] = [
  ['LIST_PAGING', (value) => value !== 'off'],
  ['MFA_REQUIRED_ROLES', (value) => value.trim() !== ''],
  ['STEP_UP_NAIRA', () => true],
  ['APPROVAL_NAIRA', () => true],
];

/** Above any amount: no change ever needs a fresh code or a second admin. */
const NEVER = Number.MAX_SAFE_INTEGER;

/**
 * CONTRACT_ONLY=1 (or 0, the default): the server answers the production backend's contract alone.
 * Lists whole, no two-factor sign-in, no step-up, no approvals, no flag job, tokens that are never
 * renewed (they live as long as a session); a setting asking for one of those stops start-up.
 */
export function parseContractOnly(env: NodeJS.ProcessEnv, sessionMaxSeconds: number) {
  if (parseChoice('CONTRACT_ONLY', env.CONTRACT_ONLY || '0', ['0', '1']) === '0') return undefined;
  for (const [name, conflicts] of CONFLICTS) {
    const value = env[name];
    if (value !== undefined && conflicts(value)) {
      throw new ConfigError(`${name}=${value} asks for an extension that CONTRACT_ONLY=1 leaves out: unset it or set CONTRACT_ONLY=0`);
    }
  }
  return {
    contractOnly: true,
    tokenTtlSeconds: sessionMaxSeconds,
    lists: { paging: false },
    security: { mfaRequiredRoles: [], stepUpKobo: NEVER },
    money: { approvalKobo: NEVER },
    flags: { scanEveryMs: 0 },
  } as const;
}
