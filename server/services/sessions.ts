import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { admins, revokedSessions, type Admin } from '../db/schema/index.ts';
import { SessionCache } from './session-cache.ts';
import type { TokenClaims } from './tokens.ts';

export const SESSION_CHANGES = 'session_changes';
const RELISTEN_MS = 1_000;

/**
 * Server-side session state. A token speaks for its admin while the account exists, is enabled,
 * still has the session version the token was signed at (a password change or reset raises it,
 * ending every session at once), and logout has not revoked the session. Recently checked
 * sessions are answered from memory (session-cache.ts), which every such change empties.
 */
export function createSessionService(database: Pick<Database, 'db' | 'listen'>) {
  const { db } = database;
  const cache = new SessionCache();
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen() {
    try {
      stop = await database.listen(SESSION_CHANGES, (payload) => cache.heard(payload), () => {
        cache.setListening(false);
        if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
      });
      cache.setListening(!closed);
    } catch {
      cache.setListening(false);
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  }

  return {
    /** Starts hearing session changes; until then every request asks the database. */
    start: listen,

    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setListening(false);
      await stop?.().catch(() => {});
    },

    /** This process changed the account: its sessions are checked again (other processes hear it at commit). */
    forgetAdmin: (adminId: string) => cache.heard(`admin:${adminId}`),

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
