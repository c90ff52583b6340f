import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/db/schema/index.ts';
import { recentSessions, sharedRead } from '../../server/plugins/metrics.ts';
import { insertTaskLog } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const METRICS_TOKEN = 'metrics-token-of-the-scraper-0123456789abcdef';

/** The value of the sample `name{labels}` in a Prometheus text answer (labels in the order written), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Every `route` label value of the request counter. */
const routeLabels = (text: string) => new Set([...text.matchAll(/^rewards_http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));

describeApi(
  'GET /api/metrics',
  (t) => {
    let viewerToken: string;
    const scrape = async () => {
      const res = await t.request({ method: 'GET', url: '/api/metrics', token: METRICS_TOKEN });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      const email = 'viewer-metrics@example.com';
      await t.app.admins.create({ email, password: 'viewer-metrics-password', name: 'Viewer' });
      await t.database.db.update(admins).set({ role: 'viewer' }).where(eq(admins.email, email));
      const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'viewer-metrics-password' }, token: null });
      viewerToken = login.json().data.token;
    });

    it('answers 401 without a token and with a wrong metrics token, 403 to a viewer', async () => {
      const none = await t.request({ method: 'GET', url: '/api/metrics', token: null });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'auth.required' });
      for (const wrong of [METRICS_TOKEN.slice(0, -1) + 'x', METRICS_TOKEN + 'x', 'short']) {
        const res = await t.request({ method: 'GET', url: '/api/metrics', token: wrong });
        expect(res.statusCode, wrong).toBe(401);
        expect(res.json()).toMatchObject({ code: 'auth.invalid_token' });
      }
      const viewer = await t.request({ method: 'GET', url: '/api/metrics', token: viewerToken });
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toMatchObject({ code: 'auth.forbidden' });
    });

    it('takes the metrics token on /api/metrics only', async () => {
      for (const url of ['/api/admin/dashboard', '/api/openapi.json', '/api/tasks/tasklogs/counts', '/api/nope']) {
        expect((await t.request({ method: 'GET', url, token: METRICS_TOKEN })).statusCode, url).toBe(401);
      }
    });

    it('answers Prometheus text to an admin and to the metrics token', async () => {
      for (const token of [t.token, METRICS_TOKEN]) {
        const res = await t.request({ method: 'GET', url: '/api/metrics', token });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(res.body).toMatch(/^# HELP rewards_http_requests_total /m);
        expect(res.body).toMatch(/^# TYPE rewards_http_request_duration_seconds histogram$/m);
        expect(res.body).toMatch(/^# TYPE rewards_task_logs gauge$/m);
        expect(res.body).toMatch(/^rewards_process_resident_memory_bytes \d+/m);
      }
      const text = await scrape();
      expect(sample(text, 'rewards_heavy_requests_running')).toBe(0);
      expect(sample(text, 'rewards_heavy_requests_waiting')).toBe(0);
      expect(sample(text, 'rewards_heavy_requests_cut_total', 'reason="slow"')).toBe(0);
      expect(sample(text, 'rewards_sessions_active')).toBeGreaterThanOrEqual(2); // the admin's and the viewer's
      expect(sample(text, 'rewards_metrics_database_up')).toBe(1);
      if (t.driver === 'pg') expect(sample(text, 'rewards_db_pool_connections')).toBeGreaterThan(0);
      else expect(text).not.toContain('rewards_db_pool_');
    });

    it('counts a confirm: the pending gauge drops by one, confirmed and the credits counter rise; a replayed answer credits nothing', async () => {
      const [one, two, three] = [await insertTaskLog(t.database.db), await insertTaskLog(t.database.db), await insertTaskLog(t.database.db)];
      const before = await scrape();
      const pending = sample(before, 'rewards_task_logs', 'status="pending"')!;
      const confirmed = sample(before, 'rewards_task_logs', 'status="confirmed"')!;
      const credits = sample(before, 'rewards_task_credits_applied_total')!;
      expect(pending).toBeGreaterThanOrEqual(3);

      expect((await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: one.id, action: 'confirm' } })).statusCode).toBe(200);
      const after = await scrape();
      expect(sample(after, 'rewards_task_logs', 'status="pending"')).toBe(pending - 1);
      expect(sample(after, 'rewards_task_logs', 'status="confirmed"')).toBe(confirmed + 1);
      expect(sample(after, 'rewards_task_credits_applied_total')).toBe(credits + 1);

      const bulk = {
        method: 'POST',
        url: '/api/tasks/review/bulk',
        payload: { taskLogIds: [two.id, three.id, one.id], action: 'confirm' },
        headers: { 'idempotency-key': randomUUID() },
      } as const;
      expect((await t.request(bulk)).json().data).toMatchObject({ confirmed: 2, skipped: 1 });
      expect((await t.request(bulk)).headers['idempotent-replayed']).toBe('true');
      const rejected = await insertTaskLog(t.database.db);
      await t.request({ method: 'POST', url: '/api/tasks/review', payload: { taskLogId: rejected.id, action: 'reject', reason: 'Duplicate' } });
      const last = await scrape();
      expect(sample(last, 'rewards_task_credits_applied_total')).toBe(credits + 3);
      expect(sample(last, 'rewards_task_logs', 'status="pending"')).toBe(pending - 3);
      expect(sample(last, 'rewards_task_logs', 'status="confirmed"')).toBe(confirmed + 3);
    });

    it('labels requests with the route pattern, never the URL; unknown URLs share one label', async () => {
      const id = randomUUID();
      expect((await t.request({ method: 'DELETE', url: `/api/tasks/task/${id}` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/unknown-${id}` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/unknown-${id}`, token: null })).statusCode).toBe(401);
      const text = await scrape();
      expect(sample(text, 'rewards_http_requests_total', 'method="DELETE",route="/api/tasks/task/:id",status_class="4xx"')).toBe(1);
      expect(sample(text, 'rewards_http_request_duration_seconds_count', 'method="DELETE",route="/api/tasks/task/:id"')).toBe(1);
      expect(text).not.toContain(id);

      const labels = routeLabels(text);
      expect(labels).toContain('unmatched');
      const series = text.split('\n').filter((line) => line.startsWith('rewards_http_request')).length;
      for (let i = 0; i < 1000; i++) {
        await t.request({ method: 'GET', url: `/api/nothing/${i}-${randomUUID()}?q=${i}`, token: i % 2 ? null : t.token });
      }
      const later = await scrape();
      expect(routeLabels(later)).toEqual(labels);
      expect(later.split('\n').filter((line) => line.startsWith('rewards_http_request')).length).toBe(series);
      expect(sample(later, 'rewards_http_requests_total', 'method="GET",route="unmatched",status_class="4xx"')).toBeGreaterThanOrEqual(1002);
    });
  },
  { metricsToken: METRICS_TOKEN },
);

describe('scrape-time helpers', () => {
  it('share one in-flight read among concurrent scrapes, each waiting for it at most the timeout', async () => {
    let calls = 0;
    let finish = (_: number) => {};
    const read = sharedRead(() => ((calls += 1), new Promise<number>((resolve) => (finish = resolve))), 50);
    const both = Promise.all([read(), read()]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(calls).toBe(1);
    await expect(read()).rejects.toThrow(/timed out/);
    await expect(read()).rejects.toThrow(/timed out/); // the stuck read is not started again
    expect(calls).toBe(2);
  });

  it('count each session seen in the last window once', () => {
    let now = 0;
    const sessions = recentSessions(1000, () => now);
    for (const id of ['a', 'b', 'a', 'c']) sessions.seen(id);
    expect(sessions.count()).toBe(3);
    now = 600;
    sessions.seen('b');
    now = 1200;
    expect(sessions.count()).toBe(1);
  });
});
