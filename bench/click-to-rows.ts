import { chromium } from 'playwright-core';
import { ensureDataset } from './prepare.ts';
import { measurePageJumps } from './page-jumps.ts';

/**
 * `npm run bench`'s click-to-rows measure alone (bench/page-jumps.ts): Transactions at 1,000,000 rows
 * on PostgreSQL, median of RUNS (5). `BENCH_DATABASE_URL=… npx tsx bench/click-to-rows.ts`.
 */
const runs = Number(process.env.RUNS ?? 5);
await ensureDataset('pg', 400);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const jumps = await measurePageJumps(browser, 'pg', runs);
  console.log(
    Object.entries(jumps)
      .map(([name, ms]) => `${name}: ${Math.round(ms)} ms`)
      .join('\n'),
  );
} finally {
  await browser.close();
}
