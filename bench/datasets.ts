import { resolve } from 'node:path';
import type { DatabaseConfig } from '../server/db/client.ts';

/** The admin the benchmark's databases are seeded with (they hold demo data only). */
export const BENCH_ADMIN = { email: 'bench@rewards.ng', password: 'bench-password-1234' };
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';

/** Seed scales: 4 → 10 000 transactions and 1 000 coupons, 40 → 100 000, 400 → 1 000 000 and 100 000 coupons. */
export const SCALES = [4, 40, 400] as const;
export type Scale = (typeof SCALES)[number];

export type Driver = 'pg' | 'pglite';

/**
 * One database per driver and scale: `<BENCH_DATABASE_URL or DATABASE_URL>` with `_<scale>` appended to the
 * database name (the 400 one keeps the name itself), and PGlite folders under `bench/.data/`.
 */
export function datasetConfig(driver: Driver, scale: Scale): DatabaseConfig {
  if (driver === 'pglite') return { driver: 'pglite', dataDir: resolve(`bench/.data/pglite-${scale}`) };
  return { driver: 'pg', url: pgUrl(scale), poolSize: 10 };
}

export function pgUrl(scale: Scale): string {
  const base = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!base)
    throw new Error(
      'Set DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL database the benchmark may fill, e.g. postgres://postgres@127.0.0.1:5432/rewards_bench',
    );
  const url = new URL(base);
  if (scale !== 400) url.pathname = `${url.pathname}_${scale}`;
  return url.toString();
}

/** A server or seed process's environment for the dataset (an empty DATABASE_URL means PGlite). */
export const serverEnv = (driver: Driver, scale: Scale): Record<string, string> =>
  driver === 'pg' ? { DATABASE_URL: pgUrl(scale) } : { DATABASE_URL: '', DATA_DIR: resolve(`bench/.data/pglite-${scale}`) };

/** Transactions in a dataset of this scale (the seed's BASE_VOLUMES × scale). */
export const transactionsAt = (scale: Scale) => 2_500 * scale;
