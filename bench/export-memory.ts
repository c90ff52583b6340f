import type { Driver, Scale } from './datasets.ts';
import { benchServer } from './processes.ts';

export interface ExportRun {
  coupons: number;
  seconds: number;
  bytes: number;
  /** Server RSS just before the export, and its highest value while it ran (sampled every 20 ms). */
  rssBefore: number;
  rssPeak: number;
}

/** Downloads the coupon CSV export from a server process on the dataset, sampling the server's memory meanwhile. */
export async function measureExport(driver: Driver, scale: Scale): Promise<ExportRun> {
  const server = await benchServer(driver, scale);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    await (await fetch(`${server.baseUrl}/api/coupon?perPage=1`, { headers })).arrayBuffer(); // routes and statements warm
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = server.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rss())), 20);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/coupon/export/export`, { headers });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, server.rss());
    return { coupons: lines - 1, seconds, bytes, rssBefore, rssPeak };
  } finally {
    await server.stop();
  }
}
