/** What a list request asks for: the whole list, or one page of a sorted, searched, filtered list. */
export type ListRequest =
  | { mode: 'all' }
  | {
      mode: 'page';
      page: number;
      perPage: number;
      sort?: string;
      order: 'asc' | 'desc';
      q?: string;
      filters: Record<string, string | number | boolean>;
    };

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;

const PAGING_KEYS = ['page', 'perPage', 'sort', 'order', 'q'];

/**
 * Without any paging parameter the production contract applies (the whole list). Any of
 * page, perPage, sort, order, q or a declared filter switches to the paging extension.
 */
export function toListRequest(query: Record<string, unknown>, filterKeys: readonly string[]): ListRequest {
  const present = (key: string) => query[key] !== undefined && query[key] !== '';
  if (![...PAGING_KEYS, ...filterKeys].some(present)) return { mode: 'all' };
  const filters: Record<string, string | number | boolean> = {};
  for (const key of filterKeys) if (present(key)) filters[key] = query[key] as string | number | boolean;
  return {
    mode: 'page',
    page: (query.page as number | undefined) ?? 1,
    perPage: (query.perPage as number | undefined) ?? DEFAULT_PER_PAGE,
    sort: query.sort as string | undefined,
    order: (query.order as 'asc' | 'desc' | undefined) ?? 'desc',
    q: present('q') ? String(query.q).trim() : undefined,
    filters,
  };
}
