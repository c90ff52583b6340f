import { DEEP_ROWS } from './scenarios.ts';

interface Getter {
  get(url: string): Promise<{ statusCode: number; json(): { data: { _id: string }[]; meta?: { next?: string; total?: number } } }>;
}

/**
 * The cursor that continues after the row DEEP_ROWS deep, newest first, as a client holds it
 * after paging there: walked with the cursor itself, 200 rows at a time.
 */
export async function cursorAt(server: Getter, list: string): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < DEEP_ROWS; seen += 200) {
    const res = await server.get(`${list}?perPage=200&sort=createdAt&order=desc${cursor ? `&cursor=${cursor}` : ''}`);
    const next = res.json().meta?.next;
    if (res.statusCode !== 200 || !next) throw new Error(`${list}: no cursor after ${seen} rows`);
    cursor = next;
  }
  return cursor;
}

/** A scenario's URL with its placeholders filled: the deep cursor, and the middle and last page of its own total. */
export async function resolveUrl(server: Getter, url: string, cursor: string): Promise<string> {
  if (!/\{middle\}|\{last\}/.test(url)) return url.replace('{cursor}', cursor);
  const first = await server.get(url.replace(/page=\{(middle|last)\}/, 'page=1'));
  const last = Math.max(1, Math.ceil((first.json().meta?.total ?? 0) / 50));
  return url
    .replace('{cursor}', cursor)
    .replace('{middle}', String(Math.ceil(last / 2)))
    .replace('{last}', String(last));
}
