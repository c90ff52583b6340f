import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per client address in the current window, shared by every instance: one row
 * per address that tried lately, rows of finished windows deleted now and then.
 */
export const signInAddresses = pgTable('sign_in_addresses', {
  address: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  attempts: integer().notNull(),
});
