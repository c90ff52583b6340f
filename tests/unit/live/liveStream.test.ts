// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveStream, type LiveChange, type LiveStatus } from '@/live/liveStream.ts';
import { startLiveServer, type LiveServer } from '../support/liveServer.ts';

/** Waits until `condition` holds (checked every 20 ms), failing with `what` after `timeout` ms. */
const until = (condition: () => boolean, what: string, { timeout = 20_000 } = {}) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error(`still waiting for ${what}`);
    },
    { timeout, interval: 20 },
  );

/** What one stream client did: its statuses, the changes it heard, how often it was told to read everything again. */
function watch(url: string, token: string | null, options: Partial<Parameters<typeof startLiveStream>[0]> = {}) {
  const seen = { statuses: [] as LiveStatus[], changes: [] as LiveChange[], resyncs: 0 };
  const stop = startLiveStream({
    url,
    token: () => token,
    onStatus: (status) => seen.statuses.push(status),
    onChanges: (changes) => seen.changes.push(...changes),
    onResync: () => (seen.resyncs += 1),
    retryMs: 50,
    maxRetryMs: 200,
    ...options,
  });
  stops.push(stop);
  return seen;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A plain HTTP server answering every request with `answer` (the production backend, a buffering proxy). */
async function otherServer(answer: (response: http.ServerResponse) => void) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`,
    requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('the console’s live stream against our server', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer({ events: { maxLifeMs: 1_000 } });
  });
  afterAll(() => server?.close());

  it('goes live, hears a change with who made it, and after the stream ends reconnects and reads everything again', async () => {
    const seen = watch(`${server.apiUrl}/events`, server.token);
    await until(() => seen.statuses.includes('live'), 'live');
    const created = await fetch(`${server.apiUrl}/packages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Heard live', price: 1, referalpoint: 1 }),
    }).then((r) => r.json());
    await until(() => seen.changes.some((c) => c.id === created.data._id), 'the change');
    expect(seen.changes.find((c) => c.id === created.data._id)).toMatchObject({ resource: 'packages', action: 'create', by: 'Administrator' });
    // The server ends each stream after maxLifeMs: the client comes back, and reads again what it may have missed.
    await until(() => seen.resyncs >= 1 && seen.statuses.at(-1) === 'live', 'reconnected and resynced', { timeout: 20_000 });
    expect(seen.statuses).toContain('connecting');
  });

  it('without a session it keeps trying (with backoff), never going live', async () => {
    const seen = watch(`${server.apiUrl}/events`, 'not-a-token');
    await until(() => seen.statuses.filter((s) => s === 'connecting').length >= 2, 'two attempts');
    expect(seen.statuses).not.toContain('live');
  });
});

describe('the console’s live stream without one (it polls instead)', () => {
  it('a server without the stream (404, the production backend) is polled for the rest of the visit', async () => {
    const production = await otherServer((response) => response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}'));
    const seen = watch(production.url, 'token');
    await until(() => seen.statuses.includes('polling'), 'polling');
    expect(production.requests).toHaveLength(1);
    production.close();
  });

  it('a proxy that holds the stream back (no ready frame) is taken for buffering: polled, then tried again later', async () => {
    const buffering = await otherServer((response) => response.writeHead(200, { 'content-type': 'text/event-stream' }));
    const seen = watch(buffering.url, 'token', { readyTimeoutMs: 300, pollForMs: 300 });
    await until(() => seen.statuses.includes('polling') && buffering.requests.length >= 2, 'polling, then a second try');
    expect(seen.statuses).not.toContain('live');
    buffering.close();
  });

  it('a full server (503 with Retry-After) is polled meanwhile', async () => {
    const full = await otherServer((response) =>
      response.writeHead(503, { 'retry-after': '60', 'content-type': 'application/json' }).end('{"message":"busy"}'),
    );
    const seen = watch(full.url, 'token');
    await until(() => seen.statuses.includes('polling'), 'polling');
    expect(full.requests).toHaveLength(1);
    full.close();
  });
});
