/**
 * The review queue at 100,000 task logs (`--scale 400`) on PostgreSQL: the exact counts
 * (`GET /api/tasks/tasklogs/counts`), the pending tab's first page and the Flagged tab's (30
 * sequential requests each after a warm-up, once the flag job has seen every log), and one bulk
 * confirm of the 500 oldest pending submissions. It consumes them: each run confirms 500 more.
 * Run: DATABASE_URL=postgres://…/rewards_bench npx tsx bench/review-queue.ts [--flags] (--flags: a release with fraud flags)
 */
import { pgUrl } from './datasets.ts';
import { ensureDataset } from './prepare.ts';
import { benchServer } from './processes.ts';
import { percentile } from './stats.ts';

await ensureDataset('pg', 400, { grows: true });
const server = await benchServer('pg', 400);
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: unknown }>;
};
/** 30 sequential requests after a warm-up: p50 and p99 in ms. */
async function timed(path: string) {
  await call('GET', path);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await call('GET', path);
    times.push(performance.now() - started);
  }
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;
}

/** Waits until the flag job has seen every log (a fresh dataset is checked in the background after start). */
async function flagsCaughtUp() {
  const started = performance.now();
  const unchecked = async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: pgUrl(400) });
    await client.connect();
    try {
      return Number((await client.query('select count(*) from task_logs where flags_checked_at is null')).rows[0].count);
    } finally {
      await client.end();
    }
  };
  while ((await unchecked()) > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  return ((performance.now() - started) / 1000).toFixed(1);
}

try {
  if (process.argv.includes('--flags')) console.log(`flag job caught up with the dataset in ${await flagsCaughtUp()} s`);
  const counts = (await call('GET', '/tasks/tasklogs/counts')).data as Record<string, number>;
  console.log(`counts ${JSON.stringify(counts)}: ${await timed('/tasks/tasklogs/counts')}`);
  console.log(`pending tab, first page of 50: ${await timed('/tasks/tasklogs?status=pending&sort=createdAt&order=asc&page=1&perPage=50')}`);
  if (process.argv.includes('--flags'))
    console.log(`flagged tab, first page of 50: ${await timed('/tasks/tasklogs?status=pending&flagged=true&sort=createdAt&order=asc&page=1&perPage=50')}`);

  const page = (await call('GET', '/tasks/tasklogs?status=pending&sort=createdAt&order=asc&page=1&perPage=500')).data as { _id: string }[];
  const started = performance.now();
  const result = (await call('POST', '/tasks/review/bulk', { taskLogIds: page.map((log) => log._id), action: 'confirm', includeFlagged: true })).data as Record<
    string,
    unknown
  >;
  const seconds = (performance.now() - started) / 1000;
  console.log(`bulk confirm of ${page.length}: ${seconds.toFixed(2)} s (${result.confirmed} confirmed, ${result.skipped} skipped)`);
} finally {
  await server.stop();
}
