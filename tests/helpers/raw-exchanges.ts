import { Worker } from 'node:worker_threads';

export interface ExchangeCase {
  /** The request line and headers, without the blank line. */
  head: string;
  /** The size in bytes of the JSON body the head announces (or not). */
  size: number;
  /** How many of its bytes are written. */
  sent: number;
  /** Whether the client ends its side of the connection after writing. */
  halfClose: boolean;
}

export interface ExchangeResult {
  /** A status line, headers and a body as long as its Content-Length arrived. */
  complete: boolean;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /**
   * A socket error (ECONNRESET, EPIPE) before the answer was whole or, when the answer closes the
   * connection, before every byte written was sent and the connection closed, and when it came.
   */
  error?: string;
  /** The first 300 characters received, for failure messages. */
  start: string;
}

/**
 * Raw HTTP exchanges, `concurrency` at a time, from a worker thread. A client sharing the server's
 * event loop never writes while the server closes the connection, which hides resets; a thread of
 * its own keeps sending, as a real client does.
 */
export async function runExchanges(port: number, cases: ExchangeCase[], concurrency = 8): Promise<ExchangeResult[]> {
  const worker = new Worker(new URL('./raw-exchange-worker.mjs', import.meta.url), { workerData: { port, cases, concurrency } });
  try {
    return await new Promise<ExchangeResult[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the exchange worker exited with code ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
