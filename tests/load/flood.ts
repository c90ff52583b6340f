/**
 * `npm run test:flood`: while one account floods the server with whole lists (200 at once) and
 * exports (50 at once), another signs in every few seconds; its sign-ins must stay under 1 s at
 * p99. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. FLOOD_SECONDS changes the length,
 * FLOOD_BACKOFF_MS how soon a refused worker asks again (250 ms).
 */
import { percentile } from '../../bench/stats.ts';
import { sendJson, signIn } from '../helpers/api-client.ts';
import { E2E_ADMIN, startServerProcess } from '../helpers/server-process.ts';
import { prepare, type Driver } from './prepare.ts';

const SECONDS = Number(process.env.FLOOD_SECONDS || 40);
/** The per-address sign-in limit is 20 a minute: stay under it. */
const SIGN_IN_EVERY_MS = 3_100;
/** How long a flooding worker waits after a refusal before it asks again. */
const BACKOFF_MS = Number(process.env.FLOOD_BACKOFF_MS || 250);
const drivers: Driver[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['pg'] as const) : [])];
const LISTS = ['/api/tasks/tasklogs', '/api/admin/transactions', '/api/admin/alluser', '/api/coupon'];
const EXPORTS = ['/api/admin/transactions/export', '/api/coupon/export/export'];

async function floodOne(driver: Driver) {
  const prepared = await prepare(driver, 20_000);
  const server = await startServerProcess(prepared.env);
  try {
    const flooder = await signIn(server.baseUrl);
    const statuses: Record<string, number> = {};
    const until = Date.now() + SECONDS * 1000;
    // Each worker repeats one request until the time is up: 200 whole lists and 50 exports in flight.
    const worker = async (path: string) => {
      while (Date.now() < until) {
        const status = await flooder.send('GET', path).then(
          (r) => r.status,
          () => 0,
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS));
      }
    };
    const workers = [
      ...Array.from({ length: 200 }, (_, i) => worker(LISTS[i % LISTS.length])),
      ...Array.from({ length: 50 }, (_, i) => worker(EXPORTS[i % EXPORTS.length])),
    ];
    const signIns: number[] = [];
    while (Date.now() < until - SIGN_IN_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, SIGN_IN_EVERY_MS));
      const started = performance.now();
      const res = await sendJson(server.baseUrl, 'POST', '/api/admin/login', E2E_ADMIN);
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status} during the flood`);
      signIns.push(performance.now() - started);
    }
    await Promise.all(workers);
    return { driver, signIns, statuses };
  } finally {
    await server.stop();
    await prepared.dispose();
  }
}

const rows = [];
for (const driver of drivers) rows.push(await floodOne(driver));
console.log(
  `\nOne account: 200 whole lists and 50 exports in flight for ${SECONDS} s, each asking again ${BACKOFF_MS} ms after a refusal; another signs in every ${SIGN_IN_EVERY_MS} ms\n`,
);
console.log('| database | sign-ins | p50 ms | p99 ms | max ms | flood answers by status |');
console.log('|---|---|---|---|---|---|');
for (const { driver, signIns, statuses } of rows) {
  console.log(
    `| ${driver} | ${signIns.length} | ${percentile(signIns, 50).toFixed(0)} | ${percentile(signIns, 99).toFixed(0)} | ${Math.max(...signIns).toFixed(0)} | ${JSON.stringify(statuses)} |`,
  );
}
const slow = rows.filter((r) => percentile(r.signIns, 99) >= 1000);
if (slow.length) {
  console.error(`\n✖ sign-in p99 ≥ 1 s on ${slow.map((r) => r.driver).join(', ')}`);
  process.exit(1);
}
console.log('\n✔ sign-in p99 under 1 s on every database');
