import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity has: a UUID primary key (exposed as `_id`) and its creation time. */
export const idColumn = () => uuid().primaryKey().defaultRandom();
export const createdAtColumn = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

/*
 * Indexes are ascending: scanned backwards they serve `ORDER BY … DESC` (which means NULLS FIRST).
 * Drizzle's `.desc()` builds `DESC NULLS LAST`, which neither a default DESC nor ASC order matches,
 * so PostgreSQL would sort the whole table instead of reading the index.
 */
