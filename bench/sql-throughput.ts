import { datasetConfig, type Driver } from './datasets.ts';
import { inProcessServer } from './in-process.ts';
import { percentile } from './stats.ts';
import type { Throughput } from './throughput.ts';

/**
 * The SQL of one API request (recorded from the real server, session check left out), run raw by a
 * bare node-postgres pool (the server's size, 10 connections) from `concurrency` callers at once
 * for `seconds`: the most requests per second the database could answer without the API around it.
 */
export async function measureSqlThroughput(driver: Driver, url: string, seconds: number, concurrency: number): Promise<Throughput> {
  const recorder = await inProcessServer(datasetConfig(driver, 400));
  try {
    const statements = await recorder.statementsOf(url);
    const once = () => Promise.all(statements.map((s) => recorder.raw(s)));
    for (let i = 0; i < 50; i++) await once(); // warm-up
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await once();
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, caller));
    return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length, errors: 0 };
  } finally {
    await recorder.close();
  }
}
