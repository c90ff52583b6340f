import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Type } from 'typebox';
import { errorReplies } from '../schemas/common.ts';
import { taskLogCountsByStatus } from '../domains/tasksLog/task-reviews-bulk.ts';

/**
 * `GET /api/metrics` in Prometheus text format, for admins and for the scraper's METRICS_TOKEN
 * (access `metrics`, plugins/auth.ts). Every app has its own registry; Node's own process metrics are
 * the process's, collected once into a registry of their own however many apps it builds.
 *
 * Label values come from a closed set: a request is labelled with the route pattern the router
 * matched (or `unmatched`), never its URL. At scrape time the database is read once (the three rows
 * of the trigger-kept status counts); concurrent scrapes share that read, and a scrape waits for it at
 * most SCRAPE_READ_TIMEOUT_MS.
 */
const PREFIX = 'rewards_';
const SESSION_WINDOW_MS = 30 * 60_000;
const SCRAPE_READ_TIMEOUT_MS = 2_000;
const REVIEW_ROUTES = new Set(['/api/tasks/review', '/api/tasks/review/bulk']);
const TASK_LOG_STATUSES = ['pending', 'confirmed', 'rejected'] as const;

let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

/** Calls `read` once for all callers while it runs; each caller waits at most `timeoutMs` (then rejects). */
export function sharedRead<T>(read: () => Promise<T>, timeoutMs: number) {
  let inFlight: Promise<T> | undefined;
  return () => {
    const current = (inFlight ??= read().finally(() => (inFlight = undefined)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('scrape-time read timed out')), timeoutMs);
      timer.unref();
    });
    return Promise.race([current, timeout]).finally(() => clearTimeout(timer));
  };
}

/** Sessions that made a request in the last `windowMs`, by id, oldest first (a Map keeps insertion order). */
export function recentSessions(windowMs: number, now = () => Date.now()) {
  const lastSeen = new Map<string, number>();
  const prune = () => {
    const cutoff = now() - windowMs;
    for (const [id, at] of lastSeen) {
      if (at >= cutoff) break;
      lastSeen.delete(id);
    }
  };
  return {
    seen(id: string) {
      lastSeen.delete(id);
      lastSeen.set(id, now());
      prune();
    },
    count() {
      prune();
      return lastSeen.size;
    },
  };
}

/** How many task-review credits a review route's answer reports (a confirmed single review, a bulk review's `confirmed`). */
function creditsIn(payload: unknown): number {
  const answer = payload as { code?: unknown; data?: { confirmed?: unknown } } | null;
  if (answer?.code === 'review.confirmed') return 1;
  return answer?.code === 'review.bulk_confirmed' && typeof answer.data?.confirmed === 'number' ? answer.data.confirmed : 0;
}

const routeOf = (request: FastifyRequest) => (request.is404 ? undefined : request.routeOptions.url) ?? 'unmatched';

export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const registers = [registry];
    const nodeMetrics = processMetrics();
    const requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, matched route pattern (`unmatched` for none) and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers,
    });
    const latency = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to finishing its answer, by method and matched route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    /** A gauge read when scraped. */
    const liveGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    const sessions = recentSessions(SESSION_WINDOW_MS);
    liveGauge('sessions_active', 'Distinct sign-in sessions that made a signed-in request to this process in the last 30 minutes (this process only)', () =>
      sessions.count(),
    );
    const credits = new Counter({
      name: `${PREFIX}task_credits_applied_total`,
      help: 'Task-review credits this process applied (confirmed reviews committed since it started; replayed answers not counted)',
      registers,
    });
    liveGauge('heavy_requests_running', 'Heavy requests (whole lists, CSV exports) doing database work now', () => app.heavyRequests.running());
    liveGauge('heavy_requests_waiting', 'Heavy requests waiting for a place (per account and overall)', () => app.heavyRequests.waiting());
    new Counter({
      name: `${PREFIX}heavy_requests_cut_total`,
      help: 'Heavy replies cut off: `slow` when the client took too little too slowly, `deadline` when the reply outlived its limit',
      labelNames: ['reason'] as const,
      registers,
      collect() {
        this.reset();
        for (const reason of ['slow', 'deadline'] as const) this.inc({ reason }, app.heavyRequests.cut[reason]);
      },
    });
    const pool = app.database.pool;
    if (pool) {
      liveGauge('db_pool_connections', 'PostgreSQL connections open in the pool, busy or idle', () => pool.totalCount);
      liveGauge('db_pool_idle_connections', 'PostgreSQL connections open in the pool and idle', () => pool.idleCount);
      liveGauge('db_pool_waiting_queries', 'Queries waiting for a pool connection', () => pool.waitingCount);
    }

    const readCounts = sharedRead(() => taskLogCountsByStatus(app.db), SCRAPE_READ_TIMEOUT_MS);
    const counts = () => readCounts().catch((error: unknown) => (app.log.warn({ err: error }, 'metrics: database read failed'), undefined));
    new Gauge({
      name: `${PREFIX}task_logs`,
      help: 'Task logs by status, from the status counts kept by triggers: pending = awaiting review; confirmed = task-reward credits in the ledger (one per confirmed log). Absent when the read failed',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        const read = await counts();
        this.reset();
        if (read) for (const status of TASK_LOG_STATUSES) this.set({ status }, read[status]);
      },
    });
    new Gauge({
      name: `${PREFIX}metrics_database_up`,
      help: "1 when this scrape's database read answered within 2 s, else 0",
      registers,
      async collect() {
        this.set((await counts()) ? 1 : 0);
      },
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = routeOf(request);
      requests.inc({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (request.token) sessions.seen(request.token.sessionId);
    });
    // A review's credits are counted from its answer, sent only once its transaction committed.
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 200 && REVIEW_ROUTES.has(routeOf(request)) && !reply.hasHeader('idempotent-replayed')) {
        const applied = creditsIn(payload);
        if (applied) credits.inc(applied);
      }
      return payload;
    });

    app.get(
      '/api/metrics',
      {
        config: { access: 'metrics', capability: 'team' },
        schema: {
          tags: ['health'],
          description: "Prometheus metrics of this process. Besides an admin's token, takes `Authorization: Bearer <METRICS_TOKEN>`.",
          response: {
            200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: Type.String() } } },
            401: errorReplies[401],
          },
        },
      },
      async (_request, reply) => {
        const text = (await registry.metrics()) + (await nodeMetrics.metrics());
        return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['db', 'load-limits', 'auth', 'route-access'] },
);
