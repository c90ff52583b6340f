import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { sendJson, signIn, withToken } from '../helpers/api-client.ts';
import { openEvents, type EventClient } from '../helpers/event-client.ts';
import { markSteppedUp } from '../helpers/mfa.ts';
import { itOnPostgres } from '../helpers/postgres-only.ts';
import { twoProcessesOnPostgres } from '../helpers/two-processes.ts';

const STREAMS = Number(process.env.EVENT_STREAMS ?? 500);
const PER_ACCOUNT = 10;

/** The server process's resident memory, in bytes. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** On demand (`npm run test:reliability`): what open change streams cost the server, and how fast one change reaches them all. */
describe(`${STREAMS} open change streams on one server`, () => {
  const start = twoProcessesOnPostgres();

  itOnPostgres(
    `${STREAMS} streams: memory per stream, and one change reaching all of them`,
    async () => {
      const { servers, database } = await start({ TRUST_PROXY: '1' });
      const server = servers[0];
      const admin = await signIn(server.baseUrl);
      await markSteppedUp(database.db, admin.token);
      const accounts = Math.ceil(STREAMS / PER_ACCOUNT);
      const tokens: string[] = [];
      for (let i = 0; i < accounts; i++) {
        const account = { email: `stream-${i}@example.com`, password: `stream-password-${i}` };
        expect((await admin.send('POST', '/api/admin/admins', { ...account, name: `Stream ${i}`, role: 'viewer' })).status).toBe(201);
        tokens.push((await sendJson(server.baseUrl, 'POST', '/api/admin/login', account, { 'x-forwarded-for': `10.88.${i}.1` })).body.data.token);
      }
      const metrics = async () => {
        const text = String((await withToken(server.baseUrl, admin.token).send('GET', '/api/metrics')).body);
        return Number(/nodejs_heap_size_used_bytes (\d+(\.\d+)?)/.exec(text)?.[1] ?? NaN);
      };
      const pid = server.child.pid!;
      const beforeRss = rssOf(pid);
      const beforeHeap = await metrics();
      const streams: EventClient[] = [];
      for (let i = 0; i < STREAMS; i++) streams.push(await openEvents(server.baseUrl, tokens[Math.floor(i / PER_ACCOUNT)]));
      expect(streams.filter((s) => s.status === 200)).toHaveLength(STREAMS);
      await Promise.all(streams.map((s) => s.next((f) => f.event === 'ready')));
      const afterRss = rssOf(pid);
      const afterHeap = await metrics();
      const sent = Date.now();
      const created = (await admin.send('POST', '/api/packages', { name: 'To every stream', price: 1, referalpoint: 1 })).body.data._id;
      await Promise.all(streams.map((s) => s.next((f) => f.event === 'change' && JSON.stringify(f.data).includes(created), 60_000)));
      const fanOutMs = Date.now() - sent;
      const perStream = { rss: Math.round((afterRss - beforeRss) / STREAMS), heap: Math.round((afterHeap - beforeHeap) / STREAMS) };
      console.info(
        `${STREAMS} streams: RSS ${Math.round(beforeRss / 1e6)} → ${Math.round(afterRss / 1e6)} MB (${perStream.rss} B each), heap ${Math.round(beforeHeap / 1e6)} → ${Math.round(afterHeap / 1e6)} MB (${perStream.heap} B each); one change reached all ${STREAMS} in ${fanOutMs} ms`,
      );
      streams.forEach((s) => s.close());
      // The heap figure moves with garbage collection (the server cannot be made to collect); resident memory is the bound.
      expect(perStream.rss, 'a stream costs the server well under 50 KB').toBeLessThan(50_000);
    },
    600_000,
  );
});
