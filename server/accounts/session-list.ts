import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminSessions, admins, revokedSessions } from '../db/schema/index.ts';
import type { Tx } from '../writes/audit.ts';
import type { TokenClaims } from './tokens.ts';

/** How often a session's "last seen" is written at most: one write a minute per active session. */
const SEEN_EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const MAX_USER_AGENT = 512;
/** A session's row stays this long after the session could last no more (12 h from its start). */
const KEPT_AFTER_END_MS = 24 * 3_600_000;

/** Who a session's requests come from: its user agent and address (as TRUST_PROXY reads it). */
export interface Client {
  userAgent: string | undefined;
  address: string;
}

/** The browser and system a user agent names, for people to recognise their sessions ("Chrome 156", "Linux"). */
export function deviceOf(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return { browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null, os: parsed.os.name ?? null };
}

/**
 * The sign-in sessions people see and end. A row is written when a session signs in and its
 * "last seen" at most once a minute after; ending one sets `ended_at` and revokes it for every
 * instance (revoked_sessions, which the session check reads).
 */
export function createSessionList(db: Db, now: () => number, sessionMaxSeconds: number) {
  const seen = new Map<string, number>();

  function upsert(claims: TokenClaims, client: Client, steppedUp: boolean) {
    const at = new Date(now());
    const userAgent = client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
    return db
      .insert(adminSessions)
      .values({
        id: claims.sessionId,
        adminId: claims.adminId,
        sessionVersion: claims.sessionVersion,
        startedAt: claims.sessionStartedAt,
        lastSeenAt: at,
        expiresAt: new Date(claims.sessionStartedAt.getTime() + sessionMaxSeconds * 1000),
        userAgent,
        address: client.address,
        steppedUpAt: steppedUp ? at : null,
      })
      .onConflictDoUpdate({ target: adminSessions.id, set: { lastSeenAt: at, ...(steppedUp && { steppedUpAt: at }) } });
  }

  const live = (adminId: string) =>
    and(
      eq(adminSessions.adminId, adminId),
      isNull(adminSessions.endedAt),
      // Sessions expire by the tokens' clock, the real one.
      gt(adminSessions.expiresAt, new Date()),
      eq(adminSessions.sessionVersion, sql`(select ${admins.sessionVersion} from ${admins} where ${admins.id} = ${adminId})`),
      notExists(
        db
          .select({ one: sql`1` })
          .from(revokedSessions)
          .where(eq(revokedSessions.sessionId, adminSessions.id)),
      ),
    );

  return {
    /** A session begins (or, with `steppedUp`, has just had a code entered); rows of sessions over for a day go. */
    async open(claims: TokenClaims, client: Client, steppedUp: boolean) {
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(Date.now() - KEPT_AFTER_END_MS)));
      await upsert(claims, client, steppedUp);
      seen.set(claims.sessionId, now());
    },

    /** A request of the session: "last seen" is written when the last write is a minute old. */
    async touch(claims: TokenClaims, client: Client) {
      const last = seen.get(claims.sessionId);
      if (last !== undefined && now() - last < SEEN_EVERY_MS) return;
      if (seen.size >= MAX_REMEMBERED) seen.clear();
      seen.set(claims.sessionId, now());
      await upsert(claims, client, false);
    },

    /** The account's live sessions, the most recently seen first. */
    async list(adminId: string, currentSessionId?: string) {
      const rows = await db.select().from(adminSessions).where(live(adminId)).orderBy(desc(adminSessions.lastSeenAt)).limit(200);
      return rows.map((row) => ({
        id: row.id,
        ...deviceOf(row.userAgent),
        userAgent: row.userAgent,
        address: row.address,
        startedAt: row.startedAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Ends live sessions of the account (one, or all but `except`) and revokes them, in the caller's transaction: answers those ended. */
    async end(tx: Tx, adminId: string, which: { id: string } | { except?: string }) {
      const chosen = 'id' in which ? eq(adminSessions.id, which.id) : which.except ? ne(adminSessions.id, which.except) : undefined;
      const ended = await tx
        .update(adminSessions)
        .set({ endedAt: new Date(now()) })
        .where(and(live(adminId), chosen))
        .returning({ id: adminSessions.id, expiresAt: adminSessions.expiresAt });
      if (ended.length)
        await tx
          .insert(revokedSessions)
          .values(ended.map((row) => ({ sessionId: row.id, expiresAt: row.expiresAt })))
          .onConflictDoNothing();
      return ended;
    },

    /** The session has just had a code entered (in the caller's transaction). */
    async markSteppedUp(tx: Tx, sessionId: string) {
      await tx
        .update(adminSessions)
        .set({ steppedUpAt: new Date(now()) })
        .where(eq(adminSessions.id, sessionId));
    },

    /** When this session last had a code entered, or null. */
    async steppedUpAt(tx: Tx, sessionId: string) {
      const [row] = await tx.select({ at: adminSessions.steppedUpAt }).from(adminSessions).where(eq(adminSessions.id, sessionId));
      return row?.at ?? null;
    },
  };
}

export type SessionList = ReturnType<typeof createSessionList>;
