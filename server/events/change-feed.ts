import type { Database } from '../db/client.ts';
import { CHANGES_CHANNEL, parseNotice, type ChangeNotice } from '../writes/change-notice.ts';

/** What a listener of the feed is told: changes in batches, or that some may have been missed (read everything again). */
export interface FeedListener {
  changes(batch: ChangeNotice[]): void;
  resync(): void;
}

export interface FeedTiming {
  /** Changes heard within this window go out as one batch (a bulk review is one message, not 500). */
  batchMs: number;
  /** After a lost connection, the first new attempt waits this long, doubling up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_FEED_TIMING: FeedTiming = { batchMs: 150, retryMs: 500, maxRetryMs: 15_000 };
/** The most changes one batch holds; a bigger burst is cut to this many and a resync (lists are read again anyway). */
export const MAX_BATCH = 200;

/**
 * One process's ear on the database's change channel, shared by all of its streams: every
 * process hears every committed change, whichever process made it. A lost connection (a database
 * restart) is retried with backoff, and listeners are told to read everything again once it is
 * back, since changes may have been missed meanwhile.
 */
export function createChangeFeed(database: Pick<Database, 'listen'>, timing: FeedTiming = DEFAULT_FEED_TIMING) {
  const listeners = new Set<FeedListener>();
  let pending: ChangeNotice[] = [];
  let overflow = false;
  let flushTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let listening = false;
  let delay = timing.retryMs;

  const flush = () => {
    flushTimer = undefined;
    const batch = pending;
    const missed = overflow;
    pending = [];
    overflow = false;
    for (const listener of listeners) {
      listener.changes(batch);
      if (missed) listener.resync();
    }
  };
  const heard = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice || listeners.size === 0) return;
    if (pending.length < MAX_BATCH) pending.push(notice);
    else overflow = true;
    flushTimer ??= setTimeout(flush, timing.batchMs).unref();
  };
  const lost = () => {
    listening = false;
    stop = undefined;
    if (closed) return;
    retryTimer = setTimeout(() => void listen(true), delay).unref();
    delay = Math.min(delay * 2, timing.maxRetryMs);
  };
  async function listen(again: boolean) {
    try {
      const stopping = await database.listen(CHANGES_CHANNEL, heard, lost);
      if (closed) return void (await stopping());
      stop = stopping;
      listening = true;
      delay = timing.retryMs;
      if (again) for (const listener of listeners) listener.resync();
    } catch {
      lost();
    }
  }

  return {
    start: () => listen(false),
    /** Whether the channel is heard now (false while reconnecting). */
    get listening() {
      return listening;
    },
    get listeners() {
      return listeners.size;
    },
    subscribe(listener: FeedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(flushTimer);
      clearTimeout(retryTimer);
      listeners.clear();
      await stop?.().catch(() => {});
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
