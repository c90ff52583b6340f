/**
 * `npm run bench`: measures the console and API at a real platform's size (up to 1,000,000 transactions), on PostgreSQL (DATABASE_URL or BENCH_DATABASE_URL,
 * a database it may fill) and on PGlite (bench/.data/), seeding each dataset the first time.
 * Prints the tables and writes bench/results/latest.md. Options: --drivers pg,pglite
 * --only latency,throughput,browser,screens,export,weight --runs 100 --seconds 10.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { SCALES, type Driver, type Scale } from './datasets.ts';
import { measureExport, type ExportRun } from './export-memory.ts';
import { jsWeight, measureFirstRows, type FirstRows, type Mode } from './first-rows.ts';
import { measureLatency, type LatencyRow } from './latency.ts';
import { measurePageJumps, type PageJumps } from './page-jumps.ts';
import { ensureDataset } from './prepare.ts';
import { benchServer } from './processes.ts';
import { measureScreenVisits, type ScreenVisits } from './screen-visits.ts';
import { machine, report } from './report.ts';
import { measureThroughput, type ThroughputRun } from './throughput.ts';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL ? 'pg,pglite' : 'pglite' },
    only: { type: 'string', default: 'latency,throughput,browser,screens,export,weight' },
    runs: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const drivers = values.drivers.split(',') as Driver[];
const phases = new Set(values.only.split(','));

export interface Results {
  machine: ReturnType<typeof machine>;
  latency: Partial<Record<Driver, LatencyRow[]>>;
  throughput: Partial<Record<Driver, ThroughputRun>>;
  firstRows: Partial<Record<Driver, { scale: Scale; mode: Mode; result: FirstRows }[]>>;
  jumps: Partial<Record<Driver, PageJumps>>;
  exports: Partial<Record<Driver, ExportRun[]>>;
  /** First rows of four screens, cold and warm, per driver (median of 5). */
  screens: Partial<Record<Driver, ScreenVisits[string]>>;
  jsWeight?: { console: number; landing: number };
  loadAfter?: number[];
}

const results: Results = { machine: machine(), latency: {}, throughput: {}, firstRows: {}, jumps: {}, screens: {}, exports: {} };
/** Writes what is measured so far: a later phase failing loses nothing. */
function save() {
  results.loadAfter = machine().load;
  const markdown = report(results);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', markdown);
  writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  return markdown;
}
const step = (text: string) => {
  save();
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
};

for (const driver of drivers) for (const scale of SCALES) step(`${driver} scale ${scale}: ${await ensureDataset(driver, scale)}`);

for (const driver of drivers) {
  if (phases.has('latency')) {
    step(`${driver}: API and SQL latency`);
    results.latency[driver] = await measureLatency(driver, Number(values.runs));
  }
  if (phases.has('throughput')) {
    step(`${driver}: throughput, 50 connections × ${values.seconds} s`);
    results.throughput[driver] = await measureThroughput(driver, Number(values.seconds));
  }
  if (phases.has('export')) {
    step(`${driver}: coupon export`);
    results.exports[driver] = [await measureExport(driver, 4), await measureExport(driver, 400)];
  }
}

if (phases.has('browser') || phases.has('screens') || phases.has('weight')) {
  step('building the console if its sources changed');
  if (spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const browser = await launchBrowser();
  try {
    for (const driver of phases.has('browser') ? drivers : []) {
      step(`${driver}: page jumps and search at 1,000,000 rows`);
      results.jumps[driver] = await measurePageJumps(browser, driver, 3);
      const rows: NonNullable<Results['firstRows'][Driver]> = (results.firstRows[driver] = []);
      for (const mode of ['server paging', 'whole list'] as const) {
        for (const scale of SCALES) {
          if (rows.some((r) => r.mode === mode && r.result.failure)) {
            rows.push({ scale, mode, result: { failure: 'not tried (failed at a smaller size)' } });
            continue;
          }
          step(`${driver}: first rows, ${mode}, scale ${scale}`);
          rows.push({ scale, mode, result: await measureFirstRows(browser, driver, scale, mode, mode === 'whole list' ? 1 : 3, 120_000) });
        }
      }
    }
    for (const driver of phases.has('screens') ? drivers : []) {
      step(`${driver}: first rows of four screens, cold and warm, at 1,000,000 rows`);
      const server = await benchServer(driver, 400);
      try {
        results.screens[driver] = (await measureScreenVisits(browser, [{ label: driver, ...server }], 5))[driver];
      } finally {
        await server.stop();
      }
    }
    if (phases.has('weight')) {
      step('JavaScript weight');
      results.jsWeight = { console: await jsWeight(browser, drivers[0], 4, '/dashboard/transactions'), landing: await jsWeight(browser, drivers[0], 4, '/') };
    }
  } finally {
    await browser.close();
  }
}

console.log(save());
step('written to bench/results/latest.md');
