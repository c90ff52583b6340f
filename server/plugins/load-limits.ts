import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { ConcurrencyGate, type GateLimits, type Release } from '../limits/concurrency-gate.ts';
import { clientAddress } from './client-address.ts';
import { heavyBody, type HeavyPace } from '../limits/heavy-body.ts';
import { localSlots, postgresSlots, type SharedSlots } from '../limits/shared-slots.ts';
import { keyedGates } from '../limits/keyed-gates.ts';

/**
 * What one client may hold at once, so that it cannot stall everyone else (a sign-in stays fast
 * while one account floods lists and exports):
 * - heavy requests (a big list streamed whole, a CSV export): a few per account across every
 *   instance, and a few at once per server doing database work, each with a short queue; beyond it,
 *   429 for the account's own excess and 503 when the server as a whole is saturated, both with
 *   Retry-After. A heavy reply holds the server's place only while it produces; a client too slow
 *   to take it is cut (heavy-body.ts);
 * - any request: a ceiling on one account's requests in flight across every instance (429 beyond).
 * Per-account places are counted in PostgreSQL (shared-slots.ts) when several instances may share it.
 */
export interface LoadLimits {
  heavyPerAccount: GateLimits;
  heavyOverall: GateLimits;
  requestsPerAccount: number;
  heavyPace: HeavyPace;
}

/** PGlite runs one statement at a time, so fewer heavy requests share it than a PostgreSQL pool. */
export const defaultLoadLimits = (driver: 'pglite' | 'pg'): LoadLimits => ({
  heavyPerAccount: { running: 2, queued: 4, maxWaitMs: 10_000 },
  heavyOverall: { running: driver === 'pg' ? 3 : 1, queued: 32, maxWaitMs: 10_000 },
  requestsPerAccount: 16,
  heavyPace: { minBytes: 64 * 1024, windowMs: 15_000, deadlineMs: 10 * 60_000 },
});

const RETRY_AFTER_SECONDS = '5';
/** How often a heavy request whose account's places are all held on other instances looks again. */
const SHARED_RETRY_MS = 250;
const ACCOUNT_BUSY = 'You already have several large lists or downloads in progress. Try again when one has finished.';
const SERVER_BUSY = 'The server is busy with large lists and downloads. Try again in a few seconds.';
const TOO_MANY_REQUESTS = 'Too many requests in progress for this account. Try again in a few seconds.';

/** Turns a heavy reply's chunks into its body, produced under the server's heavy places. */
export type HeavyStream = (chunks: AsyncIterable<string>) => Readable;

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for a heavy request's places (given back when the exchange ends), or throws 429/503. */
    admitHeavy(reply: FastifyReply): Promise<HeavyStream>;
    /** Counts a request of the account until its response closes, or throws 429 beyond the ceiling. */
    admitRequest(accountId: string, reply: FastifyReply): Promise<void>;
    heavyRequests: { running(): number; waiting(): number; cut: Record<'slow' | 'deadline', number> };
    sharedSlots: SharedSlots;
  }
}

const refuse = (status: number, message: string) =>
  new HttpError(status, message, { 'Retry-After': RETRY_AFTER_SECONDS }, { code: status === 429 ? 'request.too_many' : 'server.busy' });

/** Runs `done` once the response is finished or its connection gone, at once if that already happened. */
function whenEnded(reply: FastifyReply, done: () => void) {
  const { raw, request } = reply;
  if (raw.writableFinished || raw.destroyed || request.raw.socket?.destroyed) done();
  else raw.once('close', done);
}

/** Asks `take` again every SHARED_RETRY_MS until it gives a place, the exchange ends, or `waitMs` passes. */
async function takeWithin(take: () => Promise<Release | null>, waitMs: number, ended: () => boolean): Promise<Release | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const release = await take();
    if (release || ended() || Date.now() >= deadline) return release;
    await new Promise((resolve) => setTimeout(resolve, SHARED_RETRY_MS));
  }
}

export default fp<LoadLimits>(
  async (app: FastifyInstance, limits) => {
    const overall = new ConcurrencyGate(limits.heavyOverall);
    const heavyOfAccount = keyedGates(limits.heavyPerAccount);
    const slots = app.database.url
      ? postgresSlots(app.database.url, (error) => app.log.warn({ err: error }, 'shared limits: connection lost, counting in this process until it is back'))
      : localSlots();
    app.decorate('sharedSlots', slots);
    app.addHook('onClose', () => slots.close());
    const cut = { slow: 0, deadline: 0 };
    app.decorate('heavyRequests', { running: () => overall.running, waiting: () => heavyOfAccount.waiting() + overall.waiting, cut });

    app.decorate('admitHeavy', async (reply: FastifyReply): Promise<HeavyStream> => {
      // Places are given back when the exchange ends, including while this request still waits for
      // them: a client that gives up in the queue must not keep a place it is handed later.
      const held: Release[] = [];
      let ended = false;
      const giveBack = () => held.splice(0).forEach((release) => release());
      const stops: Array<() => void> = [];
      whenEnded(reply, () => {
        ended = true;
        stops.forEach((stop) => stop());
        giveBack();
      });
      const keep = (release: Release) => (ended ? release() : held.push(release));
      const account = reply.request.admin?.id ?? clientAddress(reply.request);
      const local = await heavyOfAccount.enter(account);
      if (!local) throw refuse(429, ACCOUNT_BUSY);
      keep(local);
      const shared = await takeWithin(
        () => slots.take('heavy', account, limits.heavyPerAccount.running),
        limits.heavyPerAccount.maxWaitMs,
        () => ended,
      );
      if (!shared) {
        giveBack();
        throw refuse(429, ACCOUNT_BUSY);
      }
      keep(shared);
      const first = await overall.enter();
      if (!first) {
        giveBack();
        throw refuse(503, SERVER_BUSY);
      }
      // Given back after the reply's first step, or when the exchange ends if no body ever ran.
      keep(first);
      return (chunks) => {
        const { body, stop } = heavyBody(chunks, {
          first,
          enter: () => overall.enter({ queued: Infinity }),
          pace: limits.heavyPace,
          cut: (reason) => {
            cut[reason] += 1;
            reply.log.warn({ reason }, 'heavy reply cut: its client was too slow or it lasted too long');
            reply.raw.destroy();
          },
        });
        if (ended) stop();
        else stops.push(stop);
        return body;
      };
    });

    app.decorate('admitRequest', async (accountId: string, reply: FastifyReply) => {
      const release = await slots.take('request', accountId, limits.requestsPerAccount);
      if (!release) throw refuse(429, TOO_MANY_REQUESTS);
      whenEnded(reply, release);
    });
  },
  { name: 'load-limits', dependencies: ['db'] },
);
