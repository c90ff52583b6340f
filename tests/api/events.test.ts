import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { openEvents, type EventClient } from '../helpers/event-client.ts';
import { roleToken } from '../helpers/role-token.ts';
import { documentedOperations } from '../helpers/openapi-operations.ts';
import { describeApi, startTestApp, testDrivers, type TestApp } from '../helpers/test-app.ts';
import { stepUp } from '../helpers/mfa.ts';

type Change = { resource: string; id?: string; action: string; by?: string; at: string };
const changesOf = (frame: { data: Record<string, unknown> }) => (frame.data.changes as Change[] | undefined) ?? [];
const changed = (resource: string, id: string) => (frame: { event: string; data: Record<string, unknown> }) =>
  frame.event === 'change' && changesOf(frame).some((c) => c.resource === resource && c.id === id);

describeApi(
  'the live change stream: GET /api/events',
  (t) => {
    let base = '';
    const streams: EventClient[] = [];
    const open = async (token: string | null = t.token) => {
      const client = await openEvents(base, token);
      streams.push(client);
      return client;
    };
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => streams.forEach((s) => s.close()));
    const newPackage = async (name: string) =>
      (await t.request({ method: 'POST', url: '/api/packages', payload: { name, price: 10, referalpoint: 1 } })).json().data;

    it('answers ready at once, then each committed change with who made it, as a stream no proxy should buffer', async () => {
      const stream = await open();
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['x-content-type-options'], 'the security headers too').toBe('nosniff');
      await stream.next((f) => f.event === 'ready');
      const created = await newPackage('Live one');
      const started = Date.now();
      const frame = await stream.next(changed('packages', created._id));
      expect(Date.now() - started, 'within 2 s').toBeLessThan(2_000);
      expect(changesOf(frame).find((c) => c.id === created._id)).toMatchObject({ action: 'create', by: 'Administrator' });
      await t.request({ method: 'PUT', url: `/api/packages/${created._id}`, payload: { name: 'Live two' } });
      await stream.next((f) => f.event === 'change' && changesOf(f).some((c) => c.id === created._id && c.action === 'update'));
    });

    it('tells a role only what it may read: a viewer hears packages, not the team', async () => {
      const viewer = await open(await roleToken(t, 'viewer'));
      await viewer.next((f) => f.event === 'ready');
      await stepUp(t);
      const member = (
        await t.request({ method: 'POST', url: '/api/admin/admins', payload: { email: `live-${Date.now()}@test.ng`, name: 'Live Member', role: 'viewer' } })
      ).json().data;
      const marker = await newPackage('After the member');
      await viewer.next(changed('packages', marker._id));
      expect(viewer.frames.flatMap(changesOf).filter((c) => c.resource === 'team' || c.id === member._id)).toEqual([]);
    });

    it('a write refused or rolled back announces nothing', async () => {
      const stream = await open();
      const record = await newPackage('Stale target');
      await stream.next(changed('packages', record._id));
      const stale = await t.request({ method: 'PUT', url: `/api/packages/${record._id}`, payload: { name: 'Never', version: 99 } });
      expect(stale.statusCode).toBe(409);
      const marker = await newPackage('Marker after the refusal');
      await stream.next(changed('packages', marker._id));
      expect(stream.frames.flatMap(changesOf).filter((c) => c.id === record._id && c.action === 'update')).toEqual([]);
    });

    it('refuses without a session (401) and with query parameters (400)', async () => {
      expect((await open(null)).status).toBe(401);
      expect((await openEvents(`${base}`, 'not-a-token')).status).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/events?x=1' })).statusCode).toBe(400);
      // A HEAD would be a stream without a body that never ends: there is none.
      expect((await t.request({ method: 'HEAD', url: '/api/events' })).statusCode).toBe(404);
      // The document says it is a stream every role may open (tests and clients do not wait for its end).
      expect((await documentedOperations(t)).find((op) => op.path === '/api/events')).toMatchObject({ stream: true, roles: ['admin', 'reviewer', 'viewer'] });
    });

    it('ends the stream with reason "session" at the first change after its session ended', async () => {
      const token = await roleToken(t, 'viewer');
      const stream = await open(token);
      await stream.next((f) => f.event === 'ready');
      expect((await t.request({ method: 'POST', url: '/api/admin/logout', token })).statusCode).toBe(200);
      await newPackage('After the sign-out');
      await stream.next((f) => f.event === 'end' && f.data.reason === 'session');
      await until(() => stream.ended, 'the stream to close');
    });
  },
  { events: { perAccount: 50 } },
);

/** Limits, on an app of their own: places per account and per server, a stream's life, a shutdown. */
describe.each(testDrivers)("the live change stream's limits [%s]", (driver) => {
  {
    let t: TestApp;
    let base = '';
    const streams: EventClient[] = [];
    beforeAll(async () => {
      t = await startTestApp(driver, { events: { perAccount: 2, maxStreams: 3, maxLifeMs: 1_500 } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      streams.forEach((s) => s.close());
      await t?.close();
    });
    const open = async (token = t.token) => {
      const client = await openEvents(base, token);
      streams.push(client);
      return client;
    };

    it(`bounds streams per account (429) and per server (503), gives places back on close, and ends each after its time`, async () => {
      const [a, b] = [await open(), await open()];
      expect([a.status, b.status]).toEqual([200, 200]);
      const third = await open();
      expect([third.status, third.headers['retry-after']]).toEqual([429, '60']);
      const other = await roleToken(t, 'viewer');
      expect((await open(other)).status).toBe(200);
      expect((await open(await roleToken(t, 'viewer'))).status, 'the server is full').toBe(503);
      a.close();
      await until(() => t.app.eventStreams.places.open === 2, 'the place to be given back');
      expect((await open()).status).toBe(200);
      // Each stream ends after maxLifeMs, saying so; the browser then reconnects.
      await b.next((f) => f.event === 'end' && f.data.reason === 'expired', 10_000);
    });

    it(`a shutdown ends open streams instead of waiting for them`, async () => {
      const own = await startTestApp(driver, {});
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEvents(`http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`, own.token);
      await stream.next((f) => f.event === 'ready');
      const closing = Date.now();
      await own.close();
      expect(Date.now() - closing).toBeLessThan(10_000);
      await stream.next((f) => f.event === 'end' && f.data.reason === 'shutdown');
    });
  }
});
