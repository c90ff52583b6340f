import { ConfigError } from '../../config-error.ts';
import { parseCount } from '../../config-values.ts';
import { hostOf } from './screenshot-read.ts';

/** What makes a submission suspicious, and how the job that flags them works. */
export interface FlagSettings {
  /** More submissions than this by one user within any 10 minutes is a `pace` flag (`FLAG_MAX_PER_10_MIN`). */
  maxPerTenMinutes: number;
  /** A user whose account was younger than this many hours at submission is a `new_account` flag (`FLAG_MIN_ACCOUNT_HOURS`). */
  minAccountHours: number;
  /** Hosts screenshots are read from (`PROOF_HOSTS`); a screenshot elsewhere is `screenshot_unreadable`. */
  proofHosts: string[];
  /** How long one screenshot may take to read, and how large it may be. */
  screenshotTimeoutMs: number;
  screenshotMaxBytes: number;
  /** How often each server process looks for submissions to flag; 0 only when tests run each pass themselves. */
  scanEveryMs: number;
}

export const DEFAULT_FLAG_SETTINGS: Omit<FlagSettings, 'proofHosts'> = {
  maxPerTenMinutes: 5,
  minAccountHours: 24,
  screenshotTimeoutMs: 5_000,
  screenshotMaxBytes: 5 * 1024 * 1024,
  scanEveryMs: 5_000,
};

/** `PROOF_HOSTS`: host names with an optional port, comma-separated. */
function parseHosts(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => /[/?#@\s]/.test(entry) || !hostOf(entry));
  if (bad.length) throw new ConfigError(`PROOF_HOSTS must list host names with an optional port (cdn.example.ng,127.0.0.1:3000), not "${bad.join(', ')}"`);
  return entries.map((entry) => hostOf(entry)!);
}

/** FLAG_MAX_PER_10_MIN, FLAG_MIN_ACCOUNT_HOURS and PROOF_HOSTS (default: the host of PUBLIC_URL). */
export function parseFlagSettings(env: NodeJS.ProcessEnv, publicUrl: string): Partial<FlagSettings> {
  return {
    ...(env.FLAG_MAX_PER_10_MIN && { maxPerTenMinutes: parseCount('FLAG_MAX_PER_10_MIN', env.FLAG_MAX_PER_10_MIN, 1, 10_000) }),
    ...(env.FLAG_MIN_ACCOUNT_HOURS && { minAccountHours: parseCount('FLAG_MIN_ACCOUNT_HOURS', env.FLAG_MIN_ACCOUNT_HOURS, 0, 87_600) }),
    proofHosts: env.PROOF_HOSTS ? parseHosts(env.PROOF_HOSTS) : [new URL(publicUrl).host],
  };
}

export const flagSettings = (overrides: Partial<FlagSettings> = {}, publicUrl = 'http://localhost:3000'): FlagSettings => ({
  ...DEFAULT_FLAG_SETTINGS,
  proofHosts: [new URL(publicUrl).host],
  ...overrides,
});
