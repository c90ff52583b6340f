import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, revokedSessions, type Admin } from '../db/schema/index.ts';

/** Server-side session state: which admin a token speaks for, and whether logout ended it. */
export function createSessionService(db: Db) {
  return {
    /** The admin of a live session, or undefined when the admin is gone or the session revoked. */
    async activeAdmin(adminId: string, sessionId: string): Promise<Admin | undefined> {
      const [row] = await db
        .select({ admin: admins, revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId})` })
        .from(admins)
        .where(eq(admins.id, adminId))
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
