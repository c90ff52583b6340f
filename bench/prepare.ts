import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { BENCH_ADMIN, BENCH_JWT_SECRET, pgUrl, serverEnv, transactionsAt, type Driver, type Scale } from './datasets.ts';

/**
 * Makes sure the dataset exists: reused when it already holds this scale's rows, else created
 * (`CREATE DATABASE` on PostgreSQL) and seeded with `npm run seed -- --demo --scale N`. A benchmark
 * that writes to it (the review queue's bulk confirm adds credits) says `grows`: more rows are its own.
 */
export async function ensureDataset(driver: Driver, scale: Scale, { grows = false } = {}): Promise<'reused' | 'seeded'> {
  if (driver === 'pglite') {
    const marker = join(resolve(`bench/.data/pglite-${scale}`), '.seeded');
    if (existsSync(marker)) return 'reused';
    await seed(driver, scale);
    writeFileSync(marker, new Date().toISOString());
    return 'seeded';
  }
  const url = new URL(pgUrl(scale));
  const rows = await transactionsIn(url).catch(async (error: { code?: string }) => {
    if (error.code !== '3D000') throw error; // database does not exist
    await withClient(new URL('/postgres', url), (c) => c.query(`create database "${url.pathname.slice(1)}"`));
    return 0;
  });
  if (rows === transactionsAt(scale) || (grows && rows > transactionsAt(scale))) return 'reused';
  if (rows !== 0)
    throw new Error(`${url.pathname.slice(1)} holds ${rows} transactions, not ${transactionsAt(scale)}: drop it or point BENCH_DATABASE_URL elsewhere`);
  await seed(driver, scale);
  return 'seeded';
}

async function withClient<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const transactionsIn = (url: URL) =>
  withClient(url, async (c) => {
    const { rows } = await c.query(`select to_regclass('transactions') as t`);
    if (!rows[0].t) return 0;
    return Number((await c.query('select count(*) as n from transactions')).rows[0].n);
  });

function seed(driver: Driver, scale: Scale): Promise<void> {
  console.error(`Seeding the ${driver} dataset at scale ${scale}…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', '--demo', '--scale', String(scale)], {
    env: { ...process.env, ...serverEnv(driver, scale), ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JWT_SECRET: BENCH_JWT_SECRET },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done, fail) => child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`seeding failed (${code})`)))));
}
