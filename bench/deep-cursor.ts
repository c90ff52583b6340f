import { DEEP_ROWS } from './scenarios.ts';

interface Getter {
  get(url: string): Promise<{ statusCode: number; json(): { data: { _id: string }[]; meta?: { next?: string } } }>;
}

/**
 * The cursor that continues after the row DEEP_ROWS deep, newest first, as the console holds it
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
