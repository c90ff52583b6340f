import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mfaChallenges } from '../../db/schema/index.ts';

/** A challenge lives this long: time enough to open the app and type a code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/**
 * The ticket between a sign-in's password and its second step: 256 random bits handed to the
 * client, only its hash stored; usable once, for 5 minutes, and only by the second step (every
 * other route reads it as a malformed token: 401).
 */
export function createChallenges(db: Db, now: () => number) {
  return {
    async issue(adminId: string, sessionVersion: number) {
      const challenge = randomBytes(32).toString('base64url');
      await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date(now())));
      await db.insert(mfaChallenges).values({ idHash: hashOf(challenge), adminId, sessionVersion, expiresAt: new Date(now() + CHALLENGE_TTL_MS) });
      return challenge;
    },

    /** The challenge's account and session version while it is unused and unexpired. */
    async find(challenge: string) {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(and(eq(mfaChallenges.idHash, hashOf(challenge)), gt(mfaChallenges.expiresAt, new Date(now()))));
      return row;
    },

    /** Uses the challenge up: true for the one request that did. */
    async consume(challenge: string) {
      const used = await db
        .delete(mfaChallenges)
        .where(and(eq(mfaChallenges.idHash, hashOf(challenge)), gt(mfaChallenges.expiresAt, new Date(now()))))
        .returning({ id: mfaChallenges.idHash });
      return used.length === 1;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
