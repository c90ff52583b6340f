import { describe, expect } from 'vitest';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { clearQueue } from '../helpers/queue-clearing.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

/** `npm run bench:claims` clears 2,000 rows the same way and compares ten reviewers with one. */
const ROWS = 200;
const REVIEWERS = 10;

describe('a team clearing one queue over two server processes', () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `${REVIEWERS} reviewers over two processes clear ${ROWS} rows: no row reviewed twice, none lost, one credit each`,
    async () => {
      // Each reviewer confirms far more than a step-up's worth in ten minutes: the step-up is not what is measured.
      const { servers, database } = await start({ TRUST_PROXY: '1', STEP_UP_NAIRA: '1000000000' });
      const run = await clearQueue(servers, database, ROWS, REVIEWERS, 10);
      console.info(`claims: ${JSON.stringify(run)}`);
      expect(run).toMatchObject({ reviewed: ROWS, reviewedTwice: 0, claimedConflicts: 0, failures: {}, confirmed: ROWS, credits: ROWS });
    },
    300_000,
  );
});
