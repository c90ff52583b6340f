import { parseChoice, parseCount } from '../../config-values.ts';

/** How credits may be taken back and when a money move needs a second admin's approval. */
export interface MoneySettings {
  /** Whether reversing a credit may take the user's balance below zero (`ALLOW_NEGATIVE_BALANCE`). */
  allowNegativeBalance: boolean;
  /** A confirmation or reversal moving at least this much (kobo) waits for another admin's approval (`APPROVAL_NAIRA`). */
  approvalKobo: number;
  /** How long an approval request may wait before it expires (`APPROVAL_HOURS`). */
  approvalHours: number;
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = { allowNegativeBalance: false, approvalKobo: 100_000 * 100, approvalHours: 24 };

/** ALLOW_NEGATIVE_BALANCE (true or false), APPROVAL_NAIRA (0 to 1,000,000,000) and APPROVAL_HOURS (1 to 720). */
export function parseMoneySettings(env: NodeJS.ProcessEnv): Partial<MoneySettings> {
  return {
    ...(env.ALLOW_NEGATIVE_BALANCE && {
      allowNegativeBalance: parseChoice('ALLOW_NEGATIVE_BALANCE', env.ALLOW_NEGATIVE_BALANCE, ['true', 'false']) === 'true',
    }),
    ...(env.APPROVAL_NAIRA && { approvalKobo: parseCount('APPROVAL_NAIRA', env.APPROVAL_NAIRA, 1, 1_000_000_000) * 100 }),
    ...(env.APPROVAL_HOURS && { approvalHours: parseCount('APPROVAL_HOURS', env.APPROVAL_HOURS, 1, 720) }),
  };
}

export const moneySettings = (overrides: Partial<MoneySettings> = {}): MoneySettings => ({ ...DEFAULT_MONEY_SETTINGS, ...overrides });
