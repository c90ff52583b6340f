import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { admins, revokedSessions, type Admin } from '../db/schema/index.ts';
import { HEARTBEAT, SessionCache } from './session-cache.ts';
import type { TokenClaims } from './tokens.ts';

export const SESSION_CHANGES = 'session_changes';
const RELISTEN_MS = 1_000;
/** How often each process sends the heartbeat its listener (and every other process's) must hear. */
export const HEARTBEAT_MS = 1_000;

/**
 * Server-side session state. A token speaks for its admin while the account exists, is enabled,
 * still has the session version the token was signed at (a password change or reset raises it,
 * ending every session at once), and logout has not revoked the session. Recently checked
 * sessions are answered from memory (session-cache.ts), which every such change empties.
 */
export function createSessionService(database: Pick<Database, 'db' | 'listen' | 'driver'>) {
  const { db } = database;
  // One process holds an embedded database: its notifications cannot be lost, so it needs no heartbeat.
  const heartbeats = database.driver === 'pg';
  const cache = new SessionCache(Date.now, heartbeats ? undefined : Infinity);
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const relisten = () => {
    cache.setListening(false);
    if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
  };

  async function listen() {
    try {
      const stopping = await database.listen(SESSION_CHANGES, (payload) => cache.heard(payload), relisten);
      stop = stopping;
      cache.setListening(!closed);
      if (closed) await stopping();
    } catch {
      relisten();
    }
  }

  /**
   * Sends the heartbeat through the pool and, when the listener has heard nothing for too long,
   * drops it and listens again on a new connection (a silently dropped one never reports itself).
   */
  function beat() {
    db.execute(sql`select pg_notify(${SESSION_CHANGES}, ${HEARTBEAT})`).catch(() => {});
    if (!cache.trusting && stop) {
      const dead = stop;
      stop = undefined;
      void dead().catch(() => {});
      relisten();
    }
  }

  return {
    /** Starts hearing session changes; until then every request asks the database. */
    async start() {
      await listen();
      if (heartbeats) heartbeat = setInterval(beat, HEARTBEAT_MS).unref();
    },

    /** Whether sessions are answered from memory now (listening, and heard recently). */
    get trusting() {
      return cache.trusting;
    },

    /** Sessions answered from memory at the moment. */
    get cachedSessions() {
      return cache.size;
    },

    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setListening(false);
      await stop?.().catch(() => {});
    },

    /** This process changed the account: its sessions are checked again (other processes hear it at commit). */
    forgetAdmin: (adminId: string) => cache.heard(`admin:${adminId}`),

    /** This process ended the session: it is checked again (other processes hear it at commit). */
    forgetSession: (sessionId: string) => cache.heard(`session:${sessionId}`),

    async activeAdmin(claims: Pick<TokenClaims, 'adminId' | 'sessionId' | 'sessionVersion'>): Promise<Admin | undefined> {
      const cached = cache.get(claims.sessionId, claims.adminId, claims.sessionVersion);
      if (cached) return cached;
      const generation = cache.begin();
      const [row] = await db
        .select({ admin: admins, revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${claims.sessionId})` })
        .from(admins)
        .where(and(eq(admins.id, claims.adminId), eq(admins.sessionVersion, claims.sessionVersion), eq(admins.disabled, false)))
        .limit(1);
      if (!row || row.revoked) return undefined;
      cache.keep(generation, claims.sessionId, row.admin, claims.sessionVersion);
      return row.admin;
    },

    async revoke(sessionId: string, sessionEnd: Date) {
      cache.heard(`session:${sessionId}`);
      await db.insert(revokedSessions).values({ sessionId, expiresAt: sessionEnd }).onConflictDoNothing();
      cache.heard(`session:${sessionId}`);
      // Revocations outlive their sessions only until those would have expired anyway.
      await db.delete(revokedSessions).where(and(lt(revokedSessions.expiresAt, new Date())));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
