import { taskReview } from '../../entities/task-review.ts';

/** What a list request asks for: the whole list, or one page of a sorted, searched, filtered list. */
export type ListRequest = { mode: 'all' } | PageRequest;

/** The rows a search and filters select (a page's, or an export's). */
export interface ListSelection {
  q?: string;
  filters: Record<string, string | number | boolean>;
  /** Only the records with these keys (react-admin's getMany). */
  ids?: string[];
}

export interface PageRequest extends ListSelection {
  mode: 'page';
  page: number;
  perPage: number;
  sort?: string;
  order: 'asc' | 'desc';
  /** Continue after the row a previous page's `meta.next` names (keyset paging). */
  cursor?: string;
}

export const DEFAULT_PER_PAGE = 50;
/** The most rows a page holds: as many as one bulk review takes, which the review queue's "select all" asks for at once. */
export const MAX_PER_PAGE = taskReview.bounds.maxIds;

const PAGING_KEYS = ['page', 'perPage', 'sort', 'order', 'q', 'cursor', 'id'];

const present = (query: Record<string, unknown>, key: string) => query[key] !== undefined && query[key] !== '';

/** The search and the declared filters present in a query string. */
export function toListSelection(query: Record<string, unknown>, filterKeys: readonly string[]): ListSelection {
  const filters: Record<string, string | number | boolean> = {};
  for (const key of filterKeys) if (present(query, key)) filters[key] = query[key] as string | number | boolean;
  const ids = query.id === undefined ? undefined : ([] as unknown[]).concat(query.id).map(String);
  return { q: present(query, 'q') ? String(query.q).trim() || undefined : undefined, filters, ...(ids && { ids }) };
}

/**
 * Without any paging parameter the production contract applies (the whole list). Any of
 * page, perPage, sort, order, q, cursor, id or a declared filter switches to the paging extension.
 */
export function toListRequest(query: Record<string, unknown>, filterKeys: readonly string[]): ListRequest {
  if (![...PAGING_KEYS, ...filterKeys].some((key) => present(query, key))) return { mode: 'all' };
  const selection = toListSelection(query, filterKeys);
  return {
    mode: 'page',
    ...selection,
    page: (query.page as number | undefined) ?? 1,
    // Records asked by key come on one page (react-admin's getMany sends no range).
    perPage: (query.perPage as number | undefined) ?? (selection.ids?.length || DEFAULT_PER_PAGE),
    sort: query.sort as string | undefined,
    order: (query.order as 'asc' | 'desc' | undefined) ?? 'desc',
    cursor: present(query, 'cursor') ? String(query.cursor) : undefined,
  };
}
