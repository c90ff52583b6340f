import { sql, type AnyColumn } from 'drizzle-orm';
import { index, integer, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A check's list of allowed values, `'a', 'b'`, from the declaration's constants (never from input). */
export const valueList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Columns every entity has: a UUID primary key (exposed as `_id`) and its creation time. */
export const idColumn = () => uuid().primaryKey().defaultRandom();
export const createdAtColumn = () => timestamp({ withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();
/**
 * The column every editable entity's table has: 1 when created, one more at each change through
 * the API, so a change sent with an older number is refused instead of overwriting another's.
 */
export const versionColumn = () => integer().notNull().default(1);
/** The `set` value of a change that raises the record's version. */
export const nextVersion = (version: AnyColumn) => sql`${version} + 1`;

/*
 * Indexes are ascending: scanned backwards they serve `ORDER BY … DESC` (which means NULLS FIRST).
 * Drizzle's `.desc()` builds `DESC NULLS LAST`, which neither a default DESC nor ASC order matches,
 * so PostgreSQL would sort the whole table instead of reading the index.
 */

/**
 * A searched text column's index of its lowercase character pairs (`search_pairs`, migration 0008):
 * a search of one or two characters has no trigram for pg_trgm to look up, so `ILIKE '%qx%'` would
 * read every row; the rows holding the pair `qx` are read from this index instead.
 */
export const searchPairsIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`search_pairs(${column}) collate "C"`);
