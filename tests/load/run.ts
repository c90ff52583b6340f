/**
 * `npm run test:load`: 50 connections for 60 s of mixed reads and writes against the real server
 * process, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. Fails on any error (a non-2xx other
 * than the reviews' expected 409s, a timeout, a dropped connection) or on memory that keeps growing.
 * LOAD_SECONDS and LOAD_CONNECTIONS change the shape.
 */
import { readFileSync } from 'node:fs';
import autocannon, { type Request, type Result } from 'autocannon';
import { couponBulk } from '../../entities/coupon-bulk.ts';
import { sendJson, signIn } from '../helpers/api-client.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { requestMix } from './mix.ts';
import { LOAD_ACCOUNTS, prepare, type Driver } from './prepare.ts';

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50);
const drivers: Driver[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['pg'] as const) : [])];

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Row {
  driver: Driver;
  result: Result;
  expected409: number;
  errors: number;
  rss: number[];
}

async function loadOne(driver: Driver): Promise<Row> {
  const prepared = await prepare(driver, 20_000);
  const server = await startServerProcess(prepared.env);
  try {
    const api = await signIn(server.baseUrl);
    const tokens = await Promise.all(LOAD_ACCOUNTS.map(async (a) => (await sendJson(server.baseUrl, 'POST', '/api/admin/login', a)).body.data.token as string));
    let turn = 0;
    const nextToken = () => `Bearer ${tokens[turn++ % tokens.length]}`;
    const bulk = await api.send('POST', '/api/coupon/bulk-create', {
      quantity: couponBulk.bounds.maxQuantity,
      expiryDate: '2031-01-01',
      packageId: prepared.packageId,
      codePrefix: 'LOAD',
    });
    const couponCodes = (bulk.body.data.coupons as { code: string }[]).map((c) => c.code);
    const options = {
      url: server.baseUrl,
      connections: CONNECTIONS,
      headers: { 'content-type': 'application/json' },
      // Each request speaks for the next account in turn.
      requests: requestMix({ pendingLogIds: prepared.pendingLogIds, couponCodes }).map((r) => ({
        ...r,
        setupRequest: (req: Request, context: object) => {
          const out = typeof r.setupRequest === 'function' ? r.setupRequest(req, context) : req;
          return { ...out, headers: { ...out.headers, authorization: nextToken() } };
        },
      })),
    };
    await autocannon({ ...options, duration: 5 }); // warm-up, not counted
    const pid = server.child.pid!;
    const rss = [rssMb(pid)];
    const middle = setTimeout(() => rss.push(rssMb(pid)), (SECONDS * 1000) / 2);
    const result = await autocannon({ ...options, duration: SECONDS });
    clearTimeout(middle);
    rss.push(rssMb(pid));
    const expected409 = result.statusCodeStats?.['409']?.count ?? 0;
    return { driver, result, expected409, errors: result.errors + result.non2xx - expected409 /* errors include timeouts */, rss };
  } finally {
    await server.stop();
    await prepared.dispose();
  }
}

/** Memory is stable when the second half of the run grew it by less than 15 % (and 50 MB). */
const stable = ([, middle, end]: number[]) => end - middle < Math.max(50, middle * 0.15);

const rows: Row[] = [];
for (const driver of drivers) rows.push(await loadOne(driver));

const mb = (n: number) => n.toFixed(0);
console.log(`\n${CONNECTIONS} connections × ${SECONDS} s, mixed reads and writes (6 reads : 3 writes)\n`);
console.log('| database | requests | req/s | p50 ms | p99 ms | max ms | 2xx | 409 (expected) | errors | RSS start / middle / end MB |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { driver, result, expected409, errors, rss } of rows) {
  console.log(
    `| ${driver} | ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ` +
      `${result['2xx']} | ${expected409} | ${errors} | ${rss.map(mb).join(' / ')} |`,
  );
}
const failures = rows.flatMap(({ driver, errors, rss, result }) => [
  ...(errors ? [`${driver}: ${errors} errors (status codes ${JSON.stringify(result.statusCodeStats)}, ${result.timeouts} timeouts)`] : []),
  ...(stable(rss) ? [] : [`${driver}: memory kept growing (${rss.map(mb).join(' → ')} MB)`]),
]);
if (failures.length) {
  console.error(`\n✖ ${failures.join('\n✖ ')}`);
  process.exit(1);
}
console.log('\n✔ no errors, memory stable');
