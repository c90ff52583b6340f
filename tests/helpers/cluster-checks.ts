import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, transactions } from '../../server/db/schema/index.ts';
import { sendJson, signIn, withToken, type ApiClient } from './api-client.ts';
import { markSteppedUp } from './mfa.ts';
import type { Cluster } from './cluster.ts';
import { expectBalancesEqualLedgers } from './ledger.ts';
import { seedPendingLogs } from './pending-logs.ts';
import { requestHead } from './raw-http.ts';
import { until } from './until.ts';

const PASSWORD = 'cluster-check-password-1';

/** Each instance's address, and nginx's when there is one: where a check sends its requests, in turn. */
export const entrances = (cluster: Cluster) => [...cluster.instances.map((i) => i.baseUrl), ...(cluster.proxyUrl ? [cluster.proxyUrl] : [])];

/**
 * A made-up client address for a check's sign-ins straight to an instance (TRUST_PROXY=1 believes the
 * last X-Forwarded-For entry, as it would nginx's), so that checks do not share the per-address sign-in budget.
 */
const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

/** A new account of `role`, signed in through `baseUrl`. */
export async function member(
  cluster: Cluster,
  admin: ApiClient,
  role: 'admin' | 'reviewer' | 'viewer',
  address: number,
): Promise<ApiClient & { id: string; email: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@cluster.ng`;
  const created = await admin.send('POST', '/api/admin/admins', { email, name: `${role} of the cluster`, role, password: PASSWORD });
  if (created.status !== 201) throw new Error(`creating ${email}: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await sendJson(cluster.instances[0].baseUrl, 'POST', '/api/admin/login', { email, password: PASSWORD }, from(address));
  if (login.status !== 200) throw new Error(`signing in ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...withToken(admin.baseUrl, login.body.data.token), id: created.body.data._id, email };
}

/** The cluster's first admin, signed in on the first instance, with a code entered lately (a new role needs one). */
export async function signInAdmin(cluster: Cluster) {
  const admin = await signIn(cluster.instances[0].baseUrl);
  await markSteppedUp(cluster.database.db, admin.token);
  return admin;
}

/** A request whose client then reads nothing: a stalled download. */
function stalledRequest(baseUrl: string, path: string, token: string): Socket {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.write(`${requestHead('GET', path, { authorization: `Bearer ${token}` })}\r\n\r\n`);
  socket.pause();
  return socket;
}

/**
 * `sockets` stalled exports from two viewers spread over every instance, then another account's
 * exports and whole lists on every entrance: every one must answer 200.
 */
export async function slowReadersHurtNobody(cluster: Cluster, admin: ApiClient, sockets: number) {
  const viewers = [await member(cluster, admin, 'viewer', 11), await member(cluster, admin, 'viewer', 12)];
  const other = await member(cluster, admin, 'viewer', 13);
  const stalled = Array.from({ length: sockets }, (_, i) =>
    stalledRequest(cluster.instances[i % cluster.instances.length].baseUrl, '/api/admin/transactions/export', viewers[i % 2].token),
  );
  try {
    const answers: string[] = [];
    for (const baseUrl of entrances(cluster)) {
      for (const path of ['/api/admin/transactions/export', '/api/coupon/export/export', '/api/packages', '/api/social-platform/', '/api/admin/transactions']) {
        const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${other.token}` } });
        await res.arrayBuffer();
        answers.push(`${res.status} ${baseUrl}${path}`);
      }
    }
    return answers;
  } finally {
    for (const socket of stalled) socket.destroy();
  }
}

/**
 * Wrong passwords (a new email each, so no account lock) sent at once, in turn to each instance, from
 * one address (or through nginx with a different forged X-Forwarded-For each): how many were let
 * through to the password check.
 */
export async function signInsFromOneAddress(cluster: Cluster, attempts: number, address: number, { throughProxy = false } = {}) {
  const targets = throughProxy ? [cluster.proxyUrl!] : cluster.instances.map((i) => i.baseUrl);
  const statuses = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      sendJson(
        targets[i % targets.length],
        'POST',
        '/api/admin/login',
        { email: `nobody-${address}-${i}@cluster.ng`, password: 'wrong-password-123' },
        throughProxy ? { 'x-forwarded-for': `203.0.113.${i % 250}` } : from(address),
      ).then((r) => r.status),
    ),
  );
  return {
    refusedAsWrong: statuses.filter((s) => s === 401).length,
    throttled: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 401 && s !== 429),
  };
}

/**
 * A reviewer confirms through every instance while an admin disables them through the first: after
 * the disable is answered, no confirm of that session may credit anyone. Answers the confirms that
 * succeeded after the answer, and the reads another instance still accepted within 50 ms of it.
 */
export async function writesAfterRevocation(cluster: Cluster, admin: ApiClient, change: 'disable' | 'demote' | 'reset') {
  const reviewer = await member(cluster, admin, 'reviewer', 20 + ['disable', 'demote', 'reset'].indexOf(change));
  const logs = await seedPendingLogs(cluster.database.db, 60, 3);
  const clients = cluster.instances.map((i) => withToken(i.baseUrl, reviewer.token));
  let answeredAt = Infinity;
  let next = 0;
  const late: string[] = [];
  const confirmLoop = async (client: ApiClient) => {
    while (next < logs.length) {
      const log = logs[next++];
      const sentAt = performance.now();
      const res = await client.send('POST', '/api/tasks/review', { taskLogId: log.id, action: 'confirm' });
      if (res.status === 200 && sentAt > answeredAt) late.push(log.id);
      if (res.status === 401 || res.status === 403) return;
    }
  };
  const loops = clients.map(confirmLoop);
  await until(() => next >= cluster.instances.length * 2, 'confirms to be under way on every instance');
  const revoke =
    change === 'reset'
      ? admin.send('POST', `/api/admin/admins/${reviewer.id}/reset-password`)
      : admin.send('PUT', `/api/admin/admins/${reviewer.id}`, change === 'disable' ? { disabled: true } : { role: 'viewer' });
  const answer = await revoke;
  answeredAt = performance.now();
  if (answer.status !== 200) throw new Error(`${change}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const reads = await Promise.all(
    cluster.instances
      .slice(1)
      .map((i) => sendJson(i.baseUrl, 'GET', '/api/packages?page=1&perPage=1', undefined, { authorization: `Bearer ${reviewer.token}` })),
  );
  await Promise.all(loops);
  const credited = await cluster.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      inArray(
        transactions.reference,
        logs.map((l) => `RWD-TASK-${l.id}`),
      ),
    );
  await expectBalancesEqualLedgers(cluster.database.db);
  return { lateWrites: late.length, credited: credited[0].n, readsAcceptedJustAfter: reads.filter((r) => r.status === 200).length };
}

/** Logs confirmed `perLog` times at once, spread over every entrance: exactly one credit each. */
export async function confirmsExactlyOnce(cluster: Cluster, admin: ApiClient, count: number, perLog: number) {
  const logs = await seedPendingLogs(cluster.database.db, count, 4);
  const targets = entrances(cluster).map((url) => withToken(url, admin.token));
  // A few logs at a time, each confirmed `perLog` times at once: one account stays under its 16 requests in flight.
  const replies: { status: number }[] = [];
  const wave = Math.max(1, Math.floor(12 / perLog));
  for (let at = 0; at < logs.length; at += wave) {
    const confirms = logs
      .slice(at, at + wave)
      .flatMap((log, i) =>
        Array.from({ length: perLog }, (_, j) =>
          targets[(at + i + j) % targets.length].send('POST', '/api/tasks/review', { taskLogId: log.id, action: 'confirm' }),
        ),
      );
    replies.push(...(await Promise.all(confirms)));
  }
  const credits = await cluster.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      inArray(
        transactions.reference,
        logs.map((l) => `RWD-TASK-${l.id}`),
      ),
    );
  await expectBalancesEqualLedgers(cluster.database.db);
  return {
    ok: replies.filter((r) => r.status === 200).length,
    conflicts: replies.filter((r) => r.status === 409).length,
    other: replies.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status),
    credits: credits[0].n,
  };
}

/** The address the activity log recorded for the last failed sign-in of `email`. */
export async function recordedAddress(cluster: Cluster, email: string) {
  const [row] = await cluster.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign-in-failed'), sql`${auditLog.details}->>'email' = ${email}`))
    .orderBy(sql`${auditLog.createdAt} desc`)
    .limit(1);
  return (row?.details as { ip?: string } | undefined)?.ip;
}

/** `npm start`'s server with `env`, expected to refuse to start: its exit code and what it printed. */
export function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}
