import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAtColumn } from './columns.ts';

const moment = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 });

/** Sign-in sessions ended by logout; every token of the session (renewals too) is refused. */
export const revokedSessions = pgTable('revoked_sessions', {
  sessionId: text().primaryKey(),
  /** When the session would have ended anyway; the row can be deleted after it. */
  expiresAt: moment().notNull(),
});

/** Failed sign-ins per email (known or not), for the temporary lock after too many. */
export const loginFailures = pgTable('login_failures', {
  email: text().primaryKey(),
  failures: integer().notNull(),
  firstFailedAt: moment().notNull(),
  lockedUntil: moment(),
});

/** First response to a request carrying an Idempotency-Key, replayed for repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    route: text().notNull(),
    key: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.route, t.key] })],
);
