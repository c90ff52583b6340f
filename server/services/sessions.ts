import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, revokedSessions, type Admin } from '../db/schema/index.ts';
import type { TokenClaims } from './tokens.ts';

/**
 * Server-side session state. A token speaks for its admin while the account exists, is enabled,
 * still has the session version the token was signed at (a password change or reset raises it,
 * ending every session at once), and logout has not revoked the session.
 */
export function createSessionService(db: Db) {
  return {
    async activeAdmin(claims: Pick<TokenClaims, 'adminId' | 'sessionId' | 'sessionVersion'>): Promise<Admin | undefined> {
      const [row] = await db
        .select({ admin: admins, revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${claims.sessionId})` })
        .from(admins)
        .where(and(eq(admins.id, claims.adminId), eq(admins.sessionVersion, claims.sessionVersion), eq(admins.disabled, false)))
        .limit(1);
      return row && !row.revoked ? row.admin : undefined;
    },

    async revoke(sessionId: string, sessionEnd: Date) {
      await db.insert(revokedSessions).values({ sessionId, expiresAt: sessionEnd }).onConflictDoNothing();
      // Revocations outlive their sessions only until those would have expired anyway.
      await db.delete(revokedSessions).where(and(lt(revokedSessions.expiresAt, new Date())));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
