import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { taskLogs } from './task-logs.ts';

/**
 * Which reviewer holds which pending submission, until when: a reviewer's queue shows the rows it
 * holds, and others' queues skip them. One row per submission (its key arbitrates a race: the
 * first to insert holds it); gone when the submission is reviewed or its reviewer signs out (that
 * session's); released by an admin (`releasedAt`); past `expiresAt`, or held by a disabled
 * account, it counts as free and the next reviewer's claim replaces it.
 */
export const reviewClaims = pgTable(
  'review_claims',
  {
    taskLogId: uuid()
      .primaryKey()
      .references(() => taskLogs.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The sign-in session that claimed it: signing out releases that session's claims. */
    sessionId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    /**
     * Set when an admin released the claim: until `expiresAt` the row is free for every reviewer
     * but the one it was taken from, whose open queue would otherwise take it straight back.
     */
    releasedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [index('review_claims_admin_idx').on(t.adminId, t.expiresAt), index('review_claims_session_idx').on(t.sessionId)],
);

export type ReviewClaim = typeof reviewClaims.$inferSelect;
