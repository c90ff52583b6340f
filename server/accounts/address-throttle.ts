import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInAddresses as addresses } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';

export interface AddressRules {
  /** Attempts one address may make in a window; the next ones are refused until it ends. */
  maxAttempts: number;
  windowSeconds: number;
}

/** 20 sign-in attempts a minute per client address, across every instance on the database. */
export const DEFAULT_ADDRESS_RULES: AddressRules = { maxAttempts: 20, windowSeconds: 60 };

/**
 * Sign-in attempts per client address in fixed windows kept in the database, so that every instance
 * counts against the same limit. A window starts at an address's first attempt after the previous
 * one ended (the database's clock, never an instance's) and lasts `windowSeconds`; each attempt is
 * counted by one atomic upsert, so concurrent attempts on any instances cannot pass the limit together.
 */
export function createAddressThrottle(db: Db, rules: AddressRules = DEFAULT_ADDRESS_RULES, onPruneError: (error: unknown) => void = () => {}) {
  const windowLength = sql`make_interval(secs => ${rules.windowSeconds})`;
  const ended = sql`${addresses.windowStartedAt} <= now() - ${windowLength}`;
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** At most once a window per process: the rows of ended windows go (an address's next attempt would restart them anyway). */
  async function pruneNowAndThen() {
    if (performance.now() - prunedAt < rules.windowSeconds * 1000) return;
    prunedAt = performance.now();
    try {
      await db.delete(addresses).where(ended);
    } catch (error) {
      onPruneError(error);
    }
  }

  return {
    /** Counts an attempt from `address`; beyond the limit, throws 429 with Retry-After (the rest of the window). */
    async countAttempt(address: string): Promise<void> {
      const [row] = await db
        .insert(addresses)
        .values({ address, windowStartedAt: sql`now()`, attempts: 1 })
        .onConflictDoUpdate({
          target: addresses.address,
          set: {
            attempts: sql`case when ${ended} then 1 else ${addresses.attempts} + 1 end`,
            windowStartedAt: sql`case when ${ended} then now() else ${addresses.windowStartedAt} end`,
          },
        })
        .returning({
          attempts: addresses.attempts,
          secondsLeft: sql<number>`ceil(extract(epoch from ${addresses.windowStartedAt} + ${windowLength} - now()))::int`,
        });
      await pruneNowAndThen();
      if (row.attempts <= rules.maxAttempts) return;
      throw tooManyAttempts(Math.min(Math.max(Number(row.secondsLeft), 1), rules.windowSeconds));
    },
  };
}

export type AddressThrottle = ReturnType<typeof createAddressThrottle>;

/** The refusal the console words by `auth.too_many_attempts` with the seconds to wait (`smart_count`, for plural forms). */
export function tooManyAttempts(seconds: number) {
  const after = `${seconds} second${seconds === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    `Too many sign-in attempts from this address. Try again in ${after}.`,
    { 'Retry-After': String(seconds) },
    { code: 'auth.too_many_attempts', params: { after, smart_count: seconds } },
  );
}
