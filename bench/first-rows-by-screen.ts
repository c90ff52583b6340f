import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { ensureDataset } from './prepare.ts';
import { benchServer } from './processes.ts';
import { measureScreenVisits, screenVisitsTable } from './screen-visits.ts';

/**
 * First rows of Transactions, Users, Tasks Log and the dashboard, cold and warm, and the JavaScript
 * each loads, at 1,000,000 transactions on PostgreSQL (bench/screen-visits.ts).
 * `BENCH_DATABASE_URL=… npx tsx bench/first-rows-by-screen.ts [--runs 5] [--before DIR]`: with
 * `--before`, a second checkout (its console built, its node_modules installed) is served on the same
 * database and visited in turn, for a before-and-after table from one run.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, before: { type: 'string' } } });
await ensureDataset('pg', 400);
const servers = [];
if (values.before) servers.push({ label: 'before', ...(await benchServer('pg', 400, {}, resolve(values.before))) });
servers.push({ label: values.before ? 'after' : 'now', ...(await benchServer('pg', 400)) });
const browser = await launchBrowser();
try {
  console.log(screenVisitsTable(await measureScreenVisits(browser, servers, Number(values.runs))));
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
