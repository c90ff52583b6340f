/**
 * `npm run lighthouse`: builds when stale, starts the real server on a fresh data directory, runs
 * npm's Lighthouse (mobile emulation, simulated slow 4G) against "/" in Debian's Chromium, and prints
 * the category scores (median of the runs) and the JavaScript "/" loads, gzipped. Exits 1 when a
 * target is missed: performance ≥ 95, accessibility / best practices / SEO 100, JS < 80 KB gzipped.
 *
 *   npm run lighthouse [-- --runs 3] [-- --url http://host:port/]   (CHROME_PATH overrides the browser)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process.ts';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const JS_BUDGET_KB = 80;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const REPORT = 'bench/results/lighthouse-landing.json';

type Category = keyof typeof TARGETS;
interface Report {
  categories: Record<Category, { score: number }>;
  audits: Record<string, { details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] } }>;
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, url: { type: 'string' } } });
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

let server: ServerProcess | undefined;
let url = values.url;
if (!url) {
  if (spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  server = await startServerProcess();
  url = `${server.baseUrl}/`;
}

try {
  const reports = Array.from({ length: Number(values.runs) }, () => runLighthouse(url));
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((category) => [category, median(reports.map((r) => score(r, category)))]),
  ) as Record<Category, number>;
  const scripts = await scriptWeights(reports[0]);
  const totalKb = scripts.reduce((sum, s) => sum + s.gzipKb, 0);

  console.log(`\nLighthouse ${url} (mobile, median of ${reports.length}):`);
  for (const [category, value] of Object.entries(scores)) console.log(`  ${category.padEnd(15)} ${value}`);
  const transferredKb = scripts.reduce((sum, s) => sum + s.transferredKb, 0);
  console.log(`\nJavaScript loaded by "/": gzipped, and as transferred (brotli when the browser accepts it):`);
  for (const s of scripts) console.log(`  ${kb(s.gzipKb)}  ${kb(s.transferredKb)}  ${s.path}`);
  console.log(`  ${kb(totalKb)}  ${kb(transferredKb)}  total (budget ${JS_BUDGET_KB} KB gzipped)`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ url, scores, scripts, totalKb }, null, 2));

  const missed = (Object.keys(TARGETS) as Category[]).filter((c) => scores[c] < TARGETS[c]);
  if (totalKb >= JS_BUDGET_KB) missed.push('javascript budget' as Category);
  if (missed.length) {
    console.error(`\nMissed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
}

function runLighthouse(target: string): Report {
  const output = `bench/results/lighthouse-run.json`;
  mkdirSync('bench/results', { recursive: true });
  const run = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      target,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

function kb(value: number) {
  return `${value.toFixed(1).padStart(6)} KB`;
}

function score(report: Report, category: Category) {
  return Math.round(report.categories[category].score * 100);
}

function median(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Every script the page requested, fetched again and gzipped (the server itself sends them raw). */
async function scriptWeights(report: Report) {
  const items = report.audits['network-requests'].details?.items ?? [];
  return Promise.all(
    items
      .filter((item) => item.resourceType === 'Script')
      .map(async (item) => {
        const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
        const path = new URL(item.url).pathname;
        return { path, gzipKb: gzipSync(body).length / 1024, transferredKb: (item.transferSize ?? 0) / 1024 };
      }),
  );
}
