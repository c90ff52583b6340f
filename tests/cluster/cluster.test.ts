import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { sendJson } from '../helpers/api-client.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import {
  confirmsExactlyOnce,
  recordedAddress,
  refusedStart,
  signInAdmin,
  signInsFromOneAddress,
  slowReadersHurtNobody,
  writesAfterRevocation,
} from '../helpers/cluster-checks.ts';
import { rawExchange } from '../helpers/raw-http.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * `npm run test:cluster`: three instances on one PostgreSQL behind nginx configured by
 * deploy/nginx-rewards.conf, as the README's "Running several instances" sets them up, and every
 * promise one instance keeps, checked across them. Prints what it measured.
 */
describe.runIf(postgresUrl)('three instances behind nginx', () => {
  let cluster: Cluster;
  let admin: ApiClient;
  const measured: Record<string, unknown> = {};
  beforeAll(async () => {
    cluster = await startCluster(postgresUrl!, { count: 3, nginx: true });
    // Exports big enough (about 6 MB) that a client reading nothing cannot have them all in its socket buffers.
    await seedDemo(cluster.database.db, { scale: 16 });
    admin = await signInAdmin(cluster);
  }, 600_000);
  afterAll(async () => {
    console.info('cluster measured:', JSON.stringify(measured, null, 2));
    await cluster?.stop();
  });

  it('nine stalled exports from two viewers over three instances leave everyone else’s exports and lists at 200', async () => {
    const answers = await slowReadersHurtNobody(cluster, admin, 9);
    measured.slowReaders = { requests: answers.length, non200: answers.filter((a) => !a.startsWith('200')) };
    expect(answers.filter((a) => !a.startsWith('200'))).toEqual([]);
  }, 300_000);

  it('sign-ins from one address: 20 a minute across all three, whichever instance answers', async () => {
    const counts = await signInsFromOneAddress(cluster, 60, 150);
    measured.signInsFromOneAddress = counts;
    expect(counts).toEqual({ refusedAsWrong: 20, throttled: 40, other: [] });
  }, 120_000);

  it('a forged X-Forwarded-For through nginx is neither believed nor recorded', async () => {
    const email = `forged-${Date.now()}@cluster.ng`;
    const res = await sendJson(cluster.proxyUrl!, 'POST', '/api/admin/login', { email, password: 'wrong-password-123' }, { 'x-forwarded-for': '203.0.113.66' });
    expect(res.status).toBe(401);
    expect(await recordedAddress(cluster, email)).toBe('127.0.0.1');
    // 40 more, each with another forged first entry: all are nginx's client 127.0.0.1, which has
    // 20 a minute (the admin's own sign-in and the one above among them).
    const counts = await signInsFromOneAddress(cluster, 40, 0, { throughProxy: true });
    measured.forgedThroughProxy = counts;
    expect(counts.other).toEqual([]);
    expect(counts.refusedAsWrong).toBeLessThanOrEqual(19);
    expect(counts.refusedAsWrong + counts.throttled).toBe(40);
  });

  it('revoked reviewers write nothing anywhere once the change is answered; reads just after are measured', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const change of ['disable', 'demote', 'reset'] as const) {
      const outcome = await writesAfterRevocation(cluster, admin, change);
      outcomes[change] = outcome;
      expect(outcome.lateWrites, change).toBe(0);
    }
    measured.revocation = outcomes;
  }, 300_000);

  it('concurrent confirms through nginx and every instance credit each log exactly once', async () => {
    const outcome = await confirmsExactlyOnce(cluster, admin, 100, 4);
    measured.confirms = outcome;
    expect(outcome).toEqual({ ok: 100, conflicts: 300, other: [], credits: 100 });
  }, 300_000);

  it('readiness and liveness through nginx; raw oddities answered in JSON by every instance', async () => {
    expect((await fetch(`${cluster.proxyUrl}/api/ready`)).status).toBe(200);
    expect((await fetch(`${cluster.proxyUrl}/api/health`)).status).toBe(200);
    // What nginx answers itself is JSON with the security headers too.
    const proxyPort = Number(new URL(cluster.proxyUrl!).port);
    for (const [request, status] of [
      ['GET /api/health HTTP/1.1\r\nconnection: close\r\n\r\n', 400],
      [`GET /${'a'.repeat(9_000)} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`, 414],
    ] as const) {
      const answer = await rawExchange(proxyPort, request);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String), code: `http.${status}` });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const instance of cluster.instances) {
      const { port } = new URL(instance.baseUrl);
      const noHost = await rawExchange(Number(port), 'GET /api/health HTTP/1.1\r\nconnection: close\r\n\r\n');
      expect(noHost.status).toBe(400);
      expect(JSON.parse(noHost.body)).toMatchObject({ message: expect.any(String) });
    }
  });

  it('an instance that would not share the secret, or has a bad setting, refuses to start in one line', async () => {
    for (const env of [
      { DATABASE_URL: cluster.databaseUrl, JWT_SECRET: '' },
      { DATABASE_URL: cluster.databaseUrl, JWT_SECRET: cluster.jwtSecret, ADMIN_PASSWORD: 'eleven-char' },
      { DATABASE_URL: cluster.databaseUrl, JWT_SECRET: cluster.jwtSecret, TRUST_PROXY: 'true' },
    ]) {
      const { code, stderr } = await refusedStart(env);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^\s*Cannot start: /);
    }
  }, 120_000);
});

it.runIf(!postgresUrl)('needs TEST_DATABASE_URL (PostgreSQL) and nginx', () => {
  expect.fail('set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run the cluster checks');
});
