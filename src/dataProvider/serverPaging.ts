import type { GetListParams } from 'react-admin';
import type { PagingDeclaration } from '@entities/types.ts';
import { dayBound } from './dayBounds.ts';

/** The filters in the paging extension's names and formats (dates as instants); empty ones left out. */
export function serverFilters(paging: PagingDeclaration, filter: Record<string, unknown> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [source, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    const target = paging.filters?.[source] ?? source;
    if (typeof target === 'string') query.set(target, String(value));
    else {
      const instant = dayBound(String(value), target.day);
      if (instant) query.set(target.param, instant.toISOString());
    }
  }
  return query;
}

/**
 * One page in the paging extension's terms: `page, perPage`, the server's `sort` for the column
 * (none when it has no server sort), `order`, the filters, and the keyset `cursor` when known.
 */
export function serverPageQuery(paging: PagingDeclaration, params: Partial<GetListParams>, cursor?: string): string {
  const query = serverFilters(paging, params.filter);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
  query.set('page', String(page));
  query.set('perPage', String(perPage));
  const sort = params.sort?.field ? paging.sorts?.[params.sort.field] : undefined;
  if (sort && params.sort) {
    query.set('sort', sort);
    query.set('order', params.sort.order.toLowerCase());
  }
  if (cursor) query.set('cursor', cursor);
  return `?${query}`;
}

const REMEMBERED_LISTS = 20;

/**
 * The server's `meta.next` cursors, by list (resource, sort, filters, page size) and page number:
 * page N+1 is asked "after the last row of page N" (keyset, constant cost at any depth) when page N
 * was read; a page reached by a jump is asked by number. The latest lists only are remembered.
 */
export class CursorMemory {
  private lists = new Map<string, Map<number, string>>();

  private key(resource: string, params: Partial<GetListParams>) {
    return JSON.stringify([resource, params.sort, params.filter, params.pagination?.perPage]);
  }

  get(resource: string, params: Partial<GetListParams>): string | undefined {
    return this.lists.get(this.key(resource, params))?.get(params.pagination?.page ?? 1);
  }

  remember(resource: string, params: Partial<GetListParams>, next: string | undefined) {
    if (!next) return;
    const key = this.key(resource, params);
    const pages = this.lists.get(key) ?? new Map<number, string>();
    this.lists.delete(key); // re-inserted last: the most recently used
    this.lists.set(key, pages.set((params.pagination?.page ?? 1) + 1, next));
    if (this.lists.size > REMEMBERED_LISTS) this.lists.delete(this.lists.keys().next().value!);
  }
}
