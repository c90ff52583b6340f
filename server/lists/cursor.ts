import { badRequest } from '../errors.ts';
import type { ResolvedSort } from './sort.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The paging extension's `cursor`: opaque to clients, it names the last row of a page and the sort
 * it was read in. The next page is "the rows after that one in that order" (keyset paging).
 */
export const encodeCursor = (sort: ResolvedSort, lastId: string) => Buffer.from(JSON.stringify([sort.name, sort.order, lastId])).toString('base64url');

/** The row id a cursor continues after; a 400 when it is malformed or was made for another sort. */
export function decodeCursor(cursor: string, sort: ResolvedSort): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[2] !== 'string' || !UUID.test(parsed[2])) {
    throw badRequest('cursor is not one this server gave', 'list.cursor');
  }
  if (parsed[0] !== sort.name || parsed[1] !== sort.order) throw badRequest('cursor was given for another sort or order', 'list.cursor');
  if (!sort.keyset) throw badRequest(`sort ${sort.name} pages by page number only`, 'list.cursor');
  return parsed[2];
}
