/**
 * The review queue at 100,000 task logs (`--scale 400`) on PostgreSQL: the exact counts
 * (`GET /api/tasks/tasklogs/counts`, 30 sequential requests after a warm-up) and one bulk confirm of
 * the 500 oldest pending submissions. It consumes them: each run confirms 500 more.
 * Run: DATABASE_URL=postgres://…/rewards_bench npx tsx bench/review-queue.ts
 */
import { ensureDataset } from './prepare.ts';
import { benchServer } from './processes.ts';
import { percentile } from './stats.ts';

await ensureDataset('pg', 400);
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
try {
  await call('GET', '/tasks/tasklogs/counts');
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await call('GET', '/tasks/tasklogs/counts');
    times.push(performance.now() - started);
  }
  const counts = (await call('GET', '/tasks/tasklogs/counts')).data as Record<string, number>;
  console.log(`counts ${JSON.stringify(counts)}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`);

  const page = (await call('GET', '/tasks/tasklogs?status=pending&sort=createdAt&order=asc&page=1&perPage=500')).data as { _id: string }[];
  const started = performance.now();
  const result = (await call('POST', '/tasks/review/bulk', { taskLogIds: page.map((log) => log._id), action: 'confirm' })).data as Record<string, unknown>;
  const seconds = (performance.now() - started) / 1000;
  console.log(`bulk confirm of ${page.length}: ${seconds.toFixed(2)} s (${result.confirmed} confirmed, ${result.skipped} skipped)`);
} finally {
  await server.stop();
}
