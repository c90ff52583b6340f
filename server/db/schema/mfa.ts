import { index, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { idColumn } from './columns.ts';

const moment = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 });

/** An account's one-time recovery codes, hashed like passwords; a used one keeps its row (used_at). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: moment(),
  },
  (t) => [index('recovery_codes_admin_idx').on(t.adminId)],
);

/** A password accepted for an account with two-factor sign-in: the second step's single-use ticket. */
export const mfaChallenges = pgTable('mfa_challenges', {
  /** SHA-256 of the challenge handed to the client (the challenge itself is never stored). */
  idHash: text().primaryKey(),
  adminId: uuid()
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  /** The account's session version when the password was checked: a reset since voids it. */
  sessionVersion: integer().notNull(),
  expiresAt: moment().notNull(),
});

/** Each sign-in session, for the list an admin sees and ends; ending one also revokes it (revoked_sessions). */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    sessionVersion: integer().notNull(),
    startedAt: moment().notNull(),
    lastSeenAt: moment().notNull(),
    /** When the session ends at the latest (12 h from its start). */
    expiresAt: moment().notNull(),
    userAgent: text(),
    address: text(),
    /** When a TOTP code was last entered in this session (sign-in or step-up). */
    steppedUpAt: moment(),
    endedAt: moment(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId, t.startedAt)],
);
