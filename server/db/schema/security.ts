import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAtColumn } from './columns.ts';

/** Tokens ended by logout before their expiry (kept until they would have expired anyway). */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
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
