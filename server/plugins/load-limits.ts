import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { ConcurrencyGate, type GateLimits, type Release } from '../services/concurrency-gate.ts';

/**
 * What one client may hold at once, so that it cannot stall everyone else (a sign-in stays fast
 * while one account floods lists and exports):
 * - heavy requests (a whole list streamed, a CSV export): a few per account and a few more overall,
 *   each with a short queue; beyond it, 429 for the account's own excess and 503 when the server as
 *   a whole is saturated, both with Retry-After;
 * - any request: a ceiling on one account's requests in flight (429 beyond it).
 */
export interface LoadLimits {
  heavyPerAccount: GateLimits;
  heavyOverall: GateLimits;
  requestsPerAccount: number;
}

/** PGlite runs one statement at a time, so fewer heavy requests share it than a PostgreSQL pool. */
export const defaultLoadLimits = (driver: 'pglite' | 'pg'): LoadLimits => ({
  heavyPerAccount: { running: 2, queued: 4, maxWaitMs: 10_000 },
  heavyOverall: { running: driver === 'pg' ? 3 : 1, queued: 32, maxWaitMs: 10_000 },
  requestsPerAccount: 16,
});

const RETRY_AFTER_SECONDS = '5';
const ACCOUNT_BUSY = 'You already have several large lists or downloads in progress. Try again when one has finished.';
const SERVER_BUSY = 'The server is busy with large lists and downloads. Try again in a few seconds.';
const TOO_MANY_REQUESTS = 'Too many requests in progress for this account. Try again in a few seconds.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for a heavy request's place (released when the response closes), or throws 429/503. */
    admitHeavy(reply: FastifyReply): Promise<void>;
    /** Counts a request of the account until its response closes, or throws 429 beyond the ceiling. */
    admitRequest(accountId: string, reply: FastifyReply): void;
    heavyRequests: { running(): number; waiting(): number };
  }
}

const refuse = (status: number, message: string) => new HttpError(status, message, { 'Retry-After': RETRY_AFTER_SECONDS }, { code: status === 429 ? 'request.too_many' : 'server.busy' });

/** Runs `done` once the response is finished or its connection gone, at once if that already happened. */
function whenEnded(reply: FastifyReply, done: () => void) {
  const { raw, request } = reply;
  if (raw.writableFinished || raw.destroyed || request.raw.socket?.destroyed) done();
  else raw.once('close', done);
}

/** One gate per key, dropped when nobody holds or awaits it. */
function keyedGates(limits: GateLimits) {
  const gates = new Map<string, ConcurrencyGate>();
  const enter = async (key: string): Promise<Release | null> => {
    const gate = gates.get(key) ?? new ConcurrencyGate(limits);
    gates.set(key, gate);
    const release = await gate.enter();
    const forget = () => !gate.busy && gates.get(key) === gate && gates.delete(key);
    if (!release) forget();
    return release && (() => (release(), forget()));
  };
  const waiting = () => [...gates.values()].reduce((sum, gate) => sum + gate.waiting, 0);
  return { enter, waiting };
}

export default fp<LoadLimits>(
  async (app: FastifyInstance, options) => {
    const limits = options;
    const overall = new ConcurrencyGate(limits.heavyOverall);
    const heavyOfAccount = keyedGates(limits.heavyPerAccount);
    app.decorate('heavyRequests', { running: () => overall.running, waiting: () => heavyOfAccount.waiting() + overall.waiting });
    const inFlight = new Map<string, number>();

    app.decorate('admitHeavy', async (reply: FastifyReply) => {
      // Places are given back when the exchange ends, including while this request still waits for
      // them: a client that gives up in the queue must not keep a place it is handed later.
      const held: Release[] = [];
      let ended = false;
      const giveBack = () => held.splice(0).forEach((release) => release());
      whenEnded(reply, () => {
        ended = true;
        giveBack();
      });
      const keep = (release: Release) => (ended ? release() : held.push(release));
      const account = await heavyOfAccount.enter(reply.request.admin?.id ?? reply.request.ip);
      if (!account) throw refuse(429, ACCOUNT_BUSY);
      keep(account);
      const server = await overall.enter();
      if (!server) {
        giveBack();
        throw refuse(503, SERVER_BUSY);
      }
      keep(server);
    });

    app.decorate('admitRequest', (accountId: string, reply: FastifyReply) => {
      const count = (inFlight.get(accountId) ?? 0) + 1;
      if (count > limits.requestsPerAccount) throw refuse(429, TOO_MANY_REQUESTS);
      inFlight.set(accountId, count);
      whenEnded(reply, () => {
        const left = (inFlight.get(accountId) ?? 1) - 1;
        if (left > 0) inFlight.set(accountId, left);
        else inFlight.delete(accountId);
      });
    });
  },
  { name: 'load-limits' },
);
