import { execFile } from 'node:child_process';
import type { AddressInfo, Socket } from 'node:net';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, expect, it } from 'vitest';
import { transactions, users } from '../../server/db/schema/index.ts';
import { describeApi } from '../helpers/test-app.ts';

const ROWS = 10_000;

/**
 * The client, in its own process so that nothing it buffers counts against the server: reads the
 * list over a socket, slowly (a pause after every chunk, like a phone on a poor connection), and
 * counts bytes and rows without keeping them.
 */
const SLOW_CLIENT = `
const [url, token] = process.argv.slice(1);
require('node:http').get(url, { headers: { authorization: 'Bearer ' + token } }, (res) => {
  let bytes = 0, rows = 0, tail = '';
  res.setEncoding('utf8');
  res.on('data', (text) => {
    bytes += Buffer.byteLength(text);
    const seen = tail + text;
    rows += seen.split('"transaction_id":').length - 1;
    tail = seen.slice(-20).replace(/^[\\s\\S]*"transaction_id":/, '');
    res.pause();
    setTimeout(() => res.resume(), 15);
  });
  res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, bytes, rows })));
});`;

/** A full garbage collection: `global.gc` under --expose-gc, else the same switch flipped at run time. */
function collector(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  setFlagsFromString('--expose-gc'); // as jest-leak-detector does
  return runInNewContext('gc') as () => void;
}

describeApi('a 10 000-row list without paging parameters', (t) => {
  const gc = collector();
  /** What this process keeps alive: the JS heap plus buffers and other memory outside it. */
  const liveBytes = () => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  let url = '';
  /** Called whenever the server hands bytes to a socket: the moment a buffering server holds the whole body. */
  let onWrite = () => {};

  beforeAll(async () => {
    const db = t.database.db;
    const people = await db
      .insert(users)
      .values(Array.from({ length: 100 }, (_, i) => ({ name: `Adaeze Okonkwo ${i}`, email: `adaeze${i}@rewards.ng` })))
      .returning({ id: users.id });
    for (let start = 0; start < ROWS; start += 1000) {
      const batch = Array.from({ length: 1000 }, (_, k) => ({
        userId: people[(start + k) % people.length].id,
        transactionId: `TXN-${start + k}`,
        reference: `REF-MEM-${start + k}`,
        status: 'success' as const,
        amountKobo: 150_000 + k,
        transactionType: 'credit' as const,
        transactionServices: 'task reward',
        createdAt: new Date(Date.UTC(2024, 0, 1) + (start + k) * 60_000),
      }));
      await db.insert(transactions).values(batch);
    }
    t.app.server.on('connection', (socket: Socket) => {
      const write = socket.write;
      socket.write = function (this: Socket, ...args: Parameters<Socket['write']>) {
        onWrite();
        return write.apply(this, args);
      } as Socket['write'];
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/transactions`;
  });

  /**
   * Serves the list to the slow client, sampling this process's live memory at every socket write
   * and every 20 ms in between.
   */
  async function serveToSlowClient() {
    const baseline = liveBytes();
    let peakGrowth = 0;
    let samples = 0;
    const sample = () => {
      peakGrowth = Math.max(peakGrowth, liveBytes() - baseline);
      samples += 1;
    };
    onWrite = sample;
    const sampler = setInterval(sample, 20);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', SLOW_CLIENT, url, t.token]);
      return { ...(JSON.parse(stdout) as { status: number; bytes: number; rows: number }), peakGrowth, samples };
    } finally {
      clearInterval(sampler);
      onWrite = () => {};
    }
  }

  it('streams every row while the server never holds more than a fraction of the response', async () => {
    await serveToSlowClient(); // warm up: JIT, connection pool, the embedded database's own buffers
    const served = await serveToSlowClient();
    expect(served).toMatchObject({ status: 200, rows: ROWS });
    expect(served.bytes).toBeGreaterThan(3_000_000);
    expect(served.samples).toBeGreaterThanOrEqual(20); // memory was watched all along the response
    expect(served.peakGrowth).toBeLessThan(served.bytes);
  });
});
