import pg from 'pg';
import { advisoryKey } from '../db/advisory-key.ts';

export type Release = () => void;

/**
 * Places counted across every instance on one database: `take(kind, key, limit)` gives one of the
 * `limit` places of `key` (an account, say), or null when all are held, wherever they are held.
 */
export interface SharedSlots {
  take(kind: SlotKind, key: string, limit: number): Promise<Release | null>;
  /** Places this process holds now. */
  readonly held: number;
  /** Whether places are counted across instances at the moment (false: this process alone). */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** What is being counted; each kind has its own places. */
export const SLOT_KINDS = { request: 1, heavy: 2 } as const;
export type SlotKind = keyof typeof SLOT_KINDS;

/**
 * Places counted in this process, `limit` per name: `take` gives one (its release may be called
 * more than once) or null when the name's are all held.
 */
export function countedPlaces() {
  const counts = new Map<string, number>();
  let held = 0;
  return {
    /** Places held now, all names together. */
    get held() {
      return held;
    },
    /** Places of `name` held now. */
    heldBy: (name: string) => counts.get(name) ?? 0,
    take(name: string, limit: number): Release | null {
      const count = counts.get(name) ?? 0;
      if (count >= limit) return null;
      counts.set(name, count + 1);
      held += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held -= 1;
        const left = (counts.get(name) ?? 1) - 1;
        if (left > 0) counts.set(name, left);
        else counts.delete(name);
      };
    },
  };
}

/** Places held by this process only: exact where one process holds the database. */
export function localSlots(): SharedSlots {
  const places = countedPlaces();
  return {
    get held() {
      return places.held;
    },
    shared: false,
    take: async (kind, key, limit) => places.take(`${kind}:${key}`, limit),
    close: async () => {},
  };
}

/** The advisory lock key of a kind's places for `key` (an account, say). */
export const lockKey = (kind: SlotKind, key: string) => advisoryKey(key, SLOT_KINDS[kind]);

const TAKE_ONE = 'select s from unnest($2::int[]) as s where pg_try_advisory_lock($1, s) limit 1';
const RECONNECT_MS = 1_000;

/**
 * Places kept as PostgreSQL session advisory locks `(key, place)` on one connection of this
 * process's own: every instance sees them, and a process that dies (kill -9 included) lets go of
 * all of its places with its connection. Without that connection (not yet open, or lost) places are
 * counted by this process alone until it is back, so a lost connection never refuses everyone.
 */
export function postgresSlots(url: string, onLost: (error: unknown) => void = () => {}): SharedSlots {
  const local = localSlots();
  let client: pg.Client | undefined;
  let epoch = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Places this process holds, per lock key, in the current connection's epoch. */
  const mine = new Map<number, Set<number>>();

  /** One statement at a time on the connection, in the order asked (a connection runs one at a time). */
  let queue: Promise<unknown> = Promise.resolve();
  const run = <R extends pg.QueryResultRow>(on: pg.Client, text: string, values: unknown[]) => {
    const result = queue.then(() => on.query<R>(text, values));
    queue = result.catch(() => {});
    return result;
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      epoch += 1;
      mine.clear();
      next.end().catch(() => {});
      onLost(error);
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
    } catch (error) {
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
      throw error;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    epoch += 1;
  };

  const slots: SharedSlots & { ready: Promise<void> } = {
    ready: connect().catch(() => {}),
    get held() {
      return local.held;
    },
    get shared() {
      return client !== undefined;
    },
    async take(kind, key, limit) {
      // This process's own count first: a flood from one account is refused without a round trip.
      const counted = await local.take(kind, key, limit);
      const current = client;
      if (!counted || !current) return counted;
      const lock = lockKey(kind, key);
      const taken = mine.get(lock) ?? new Set<number>();
      const free = Array.from({ length: limit }, (_, place) => place).filter((place) => !taken.has(place));
      let place: number | undefined;
      try {
        place = free.length ? (await run<{ s: number }>(current, TAKE_ONE, [lock, free])).rows[0]?.s : undefined;
      } catch {
        return counted; // the connection failed mid-way: this process's count stands until it is back
      }
      if (place === undefined) {
        counted();
        return null;
      }
      const at = epoch;
      taken.add(place);
      mine.set(lock, taken);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        counted();
        // After a reconnection the lock is gone with the old connection, and this place with it.
        if (at !== epoch || client !== current) return;
        taken.delete(place);
        if (!taken.size) mine.delete(lock);
        run(current, 'select pg_advisory_unlock($1, $2)', [lock, place]).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
  return slots;
}
