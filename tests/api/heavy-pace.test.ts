import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createDatabase, type Database } from '../../server/db/client.ts';
import { rawRequest, requestHead } from '../helpers/raw-http.ts';
import { TEST_ADMIN, testConfig } from '../helpers/test-app.ts';
import { until } from '../helpers/until.ts';

const CHUNK = 'x'.repeat(16 * 1024);
let produced = 0;

/** A heavy reply without end (16 KB a step), as a huge export is to a client that never catches up. */
const endless = async (scope: FastifyInstance) => {
  scope.get('/endless', { config: { access: 'signed-in', capability: 'read' } }, async (_request, reply) => {
    const stream = await scope.admitHeavy(reply);
    async function* chunks() {
      for (;;) {
        produced += 1;
        yield CHUNK;
      }
    }
    return reply.type('text/plain').send(stream(chunks()));
  });
};

/** A socket that sends a request and then reads nothing (or only when told), as a stalled client. */
function stalledClient(port: number, token: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  socket.write(`${requestHead('GET', '/api/endless', { authorization: `Bearer ${token}` })}\r\n\r\n`);
  socket.pause();
  return { socket, closed: () => closed };
}

describe('heavy replies and slow clients', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  let token: string;
  beforeAll(async () => {
    database = await createDatabase({ driver: 'pglite' });
    app = await buildApp(
      testConfig({
        loadLimits: { heavyOverall: { running: 1, queued: 4, maxWaitMs: 60_000 }, heavyPace: { minBytes: 16 * 1024, windowMs: 500, deadlineMs: 5_000 } },
      }),
      { database, logger: false, extraRoutes: [endless] },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().data.token as string;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a client that stops reading holds no heavy place while stalled, and is cut', async () => {
    const cutBefore = app.heavyRequests.cut.slow;
    const stalled = stalledClient(port, token);
    // The server's only heavy place is free while it waits on the stalled client: others' exports run.
    await until(() => produced > 0 && app.heavyRequests.running() === 0, 'the stalled reply to give its place back');
    const other = await rawRequest(port, requestHead('GET', '/api/admin/transactions/export', { authorization: `Bearer ${token}` }));
    expect(other.status).toBe(200);
    // Cut for its pace (0.5 s windows), not by the deadline.
    await until(() => app.heavyRequests.cut.slow > cutBefore, 'the server to cut the stalled client', { timeout: 30_000 });
    stalled.socket.resume();
    await until(stalled.closed, 'the client to find its connection closed');
    expect(app.heavyRequests.running()).toBe(0);
  });

  it('a client that reads on is not cut for its pace, but no heavy reply outlives its deadline', async () => {
    const deadlinesBefore = app.heavyRequests.cut.deadline;
    const reader = stalledClient(port, token);
    let received = 0;
    const started = Date.now();
    reader.socket.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.socket.resume();
    await until(reader.closed, 'the deadline to end the reply', { timeout: 60_000 });
    // Well past the pace windows: only the 5 s deadline ended it, with megabytes taken meanwhile.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    expect(received).toBeGreaterThan(1024 * 1024);
    expect(app.heavyRequests.cut.deadline).toBe(deadlinesBefore + 1);
  });
});
