import { describe, expect } from 'vitest';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { clearQueue } from '../helpers/queue-clearing.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

/** On demand (`npm run bench:claims`): a 2,000-row queue cleared by ten reviewers over two processes, against one reviewer alone. */
const ROWS = Number(process.env.CLAIM_ROWS ?? 2_000);

describe('clearing a 2,000-row queue: ten reviewers against one', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `${ROWS} rows: 10 reviewers over two processes, then 1 reviewer`,
    async () => {
      // Each reviewer confirms far more than a step-up's worth in ten minutes: the step-up is not what is measured.
      const { servers, database } = await start({ TRUST_PROXY: '1', STEP_UP_NAIRA: '1000000000' });
      const team = await clearQueue(servers, database, ROWS, 10);
      const alone = await clearQueue(servers, database, ROWS, 1);
      for (const run of [team, alone]) {
        console.info(
          `${run.reviewers} reviewer(s), ${run.rows} rows: ${run.ms} ms (${Math.round((run.rows / run.ms) * 1000)} reviews/s); reviewed ${run.reviewed}, twice ${run.reviewedTwice}, held by another ${run.claimedConflicts}, failures ${JSON.stringify(run.failures)}; confirmed ${run.confirmed}, credits ${run.credits}`,
        );
        expect(run).toMatchObject({ reviewed: ROWS, reviewedTwice: 0, claimedConflicts: 0, failures: {}, confirmed: ROWS, credits: ROWS });
      }
      console.info(`ten reviewers cleared it ${(alone.ms / team.ms).toFixed(1)}× as fast as one`);
    },
    1_800_000,
  );
});
