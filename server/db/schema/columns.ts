import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity has: a UUID primary key (exposed as `_id`) and its creation time. */
export const idColumn = () => uuid().primaryKey().defaultRandom();
export const createdAtColumn = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();
