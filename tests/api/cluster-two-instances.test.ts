import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import {
  confirmsExactlyOnce,
  refusedStart,
  signInAdmin,
  signInsFromOneAddress,
  slowReadersHurtNobody,
  writesAfterRevocation,
} from '../helpers/cluster-checks.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';

/**
 * Two instances on one PostgreSQL keep the promises one instance keeps (the on-demand
 * `npm run test:cluster` checks three behind nginx): per-address sign-in limits are shared, a
 * revoked session writes nothing anywhere, money is credited once, slow readers hurt nobody, and an
 * instance that would not share the secret refuses to start.
 */
describe('two instances on one PostgreSQL', () => {
  let cluster: Cluster | undefined;
  let admin: ApiClient;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    cluster = await startCluster(process.env.TEST_DATABASE_URL, { count: 2 });
    admin = await signInAdmin(cluster);
  }, 240_000);
  afterAll(() => cluster?.stop());

  itOnPostgres(
    'sign-ins from one address are limited to 20 a minute across both',
    async () => {
      const counts = await signInsFromOneAddress(cluster!, 40, 101);
      expect(counts).toEqual({ refusedAsWrong: 20, throttled: 20, other: [] });
    },
    120_000,
  );

  itOnPostgres(
    'a disabled, demoted or re-keyed reviewer writes nothing on either instance once the change is answered',
    async () => {
      for (const change of ['disable', 'demote', 'reset'] as const) {
        const outcome = await writesAfterRevocation(cluster!, admin, change);
        expect(outcome.lateWrites, change).toBe(0);
      }
    },
    180_000,
  );

  itOnPostgres(
    'concurrent confirms over both instances credit each log exactly once',
    async () => {
      const outcome = await confirmsExactlyOnce(cluster!, admin, 40, 4);
      expect(outcome).toEqual({ ok: 40, conflicts: 120, other: [], credits: 40 });
    },
    120_000,
  );

  itOnPostgres(
    'six stalled exports from two viewers leave every other account’s exports and lists answering 200',
    async () => {
      const answers = await slowReadersHurtNobody(cluster!, admin, 6);
      expect(answers.filter((a) => !a.startsWith('200'))).toEqual([]);
    },
    180_000,
  );

  itOnPostgres(
    'an instance given the database but not the shared secret refuses to start, in one line',
    async () => {
      const { code, stderr } = await refusedStart({ DATABASE_URL: cluster!.databaseUrl, JWT_SECRET: '' });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        'Cannot start: DATABASE_URL is set but JWT_SECRET is not: every instance on one database must share it (make one with: openssl rand -base64 48)',
      ]);
    },
    120_000,
  );
});
