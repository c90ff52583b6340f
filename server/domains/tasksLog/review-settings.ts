import { parseCount } from '../../config-values.ts';

/** How reviewers share the queue. */
export interface ReviewSettings {
  /** How long a reviewer holds the rows their queue shows (`CLAIM_MINUTES`), renewed while they work. */
  claimMinutes: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { claimMinutes: 10 };

/** CLAIM_MINUTES (1 to 120). */
export const parseReviewSettings = (env: NodeJS.ProcessEnv): Partial<ReviewSettings> =>
  env.CLAIM_MINUTES ? { claimMinutes: parseCount('CLAIM_MINUTES', env.CLAIM_MINUTES, 1, 120) } : {};
