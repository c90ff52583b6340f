import type { GetListParams } from 'react-admin';

/** `/tasks/task/:id` → `/tasks/task/42` (ids are URL-encoded: coupon codes are free text). */
export const resolvePath = (template: string, id?: unknown) =>
  id === undefined ? template : template.replace(':id', encodeURIComponent(String(id)));

/** Without an `:id` placeholder the id is appended (`/packages/` + id), as in the contract. */
export const recordPath = (template: string, id: unknown) =>
  template.includes(':id') ? resolvePath(template, id) : `${template.replace(/\/?$/, '/')}${encodeURIComponent(String(id))}`;

/**
 * The paging extension's query (issue 7): `page, perPage, sort, order` (asc|desc), `q` and
 * equality filters. A paging server answers it with `meta.total`.
 */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('order', sort.order.toLowerCase());
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
