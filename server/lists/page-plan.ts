import type { Total } from './count.ts';

/** Where a page's rows are read from: `offset` rows in, in the list's order or (reverse) from its end. */
export interface PagePlan {
  reverse: boolean;
  offset: number;
  /** Rows to read; one more than the page in forward order, to learn whether more follow. */
  limit: number;
  /** Reverse plans know from the arithmetic whether rows follow the page. */
  more?: boolean;
}

/**
 * Page `page` of `perPage` rows. A page in the far half of the list is read from the other end
 * (reverse order, skipping `total - end` rows), so no page skips more than half the list: the last
 * page costs what the first does. When `total` is an estimate, pages in the far half are placed
 * from the end by it: the last page always holds the last rows.
 */
export function planPage(page: number, perPage: number, total: Total): PagePlan {
  const offset = (page - 1) * perPage;
  if (offset === 0 || offset + perPage / 2 <= total.total / 2) return { reverse: false, offset, limit: perPage + 1 };
  const fromEnd = total.total - offset - perPage;
  if (fromEnd <= -perPage) return { reverse: true, offset: 0, limit: 0, more: false };
  return { reverse: true, offset: Math.max(0, fromEnd), limit: perPage + Math.min(0, fromEnd), more: fromEnd > 0 };
}
