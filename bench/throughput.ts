import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../tests/helpers/server-process.ts';
import type { Driver } from './datasets.ts';
import { bareServer, benchServer } from './processes.ts';
import { measureSqlThroughput } from './sql-throughput.ts';

export const LIST_PAGE = '/api/admin/transactions?page=1&perPage=50&sort=createdAt&order=desc';
const CONNECTIONS = 50;

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const summary = (r: Result): Throughput => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  errors: r.errors + r.non2xx,
});

export interface ThroughputRun {
  list: Throughput;
  /** The same request's SQL by a bare node-postgres pool, 50 callers at once. */
  sql: Throughput;
  bare: Throughput;
}

/**
 * In one run: the first page of Transactions' SQL by a bare pool from 50 concurrent callers, then
 * 50 connections for `seconds` on the signed-in page (a server process on the 1 000 000-transaction
 * dataset), then a bare Fastify route sending the same bytes.
 */
export async function measureThroughput(driver: Driver, seconds: number): Promise<ThroughputRun> {
  const sql = await measureSqlThroughput(driver, LIST_PAGE, seconds, CONNECTIONS);
  // One account on 50 connections: the per-account ceiling (16 in flight) is raised to let them all in.
  const server = await benchServer(driver, 400, { REQUESTS_PER_ACCOUNT: String(2 * CONNECTIONS) });
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const body = await (await fetch(server.baseUrl + LIST_PAGE, { headers })).text();
    await autocannon({ url: server.baseUrl + LIST_PAGE, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
    const list = summary(await autocannon({ url: server.baseUrl + LIST_PAGE, headers, connections: CONNECTIONS, duration: seconds }));
    const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
    writeFileSync(join(folder, 'page.json'), body);
    const bare = await bareServer(await freePort(), join(folder, 'page.json'));
    try {
      await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 2 });
      return { list, sql, bare: summary(await autocannon({ url: bare.url, connections: CONNECTIONS, duration: seconds })) };
    } finally {
      await bare.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  } finally {
    await server.stop();
  }
}
