import type { GetListParams } from 'react-admin';
import { mayDo } from '@entities/access.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import { getAdmin } from '@/http/session.ts';
import type { Role } from '@entities/roles.ts';

/** The filters a claimed queue takes besides the status (anything else, a search included, reads the plain list). */
const QUEUE_FILTERS = ['taskId', 'userId', 'flagged'];

/**
 * The claimed queue's path for a list request, or undefined when the request is not a reviewer
 * working through what waits: a screen asking for it (`meta.claim`; never a count or a search
 * box), the records pending, in created order, without a search or another filter, asked by a
 * role that reviews, of an entity that declares `api.queue`.
 */
export function claimedQueuePath(schema: EntityDeclaration, params: GetListParams): string | undefined {
  if (!schema.api.queue || !params.meta?.claim || !mayDo(getAdmin()?.role as Role | undefined, schema.name, 'review')) return undefined;
  const { status, ...others } = (params.filter ?? {}) as Record<string, unknown>;
  if (status !== 'pending' || params.sort?.field !== 'createdAt') return undefined;
  if (Object.entries(others).some(([key, value]) => value !== undefined && value !== '' && !QUEUE_FILTERS.includes(key))) return undefined;
  const { page = 1, perPage = 50 } = params.pagination ?? {};
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage), order: params.sort.order === 'DESC' ? 'desc' : 'asc' });
  for (const key of QUEUE_FILTERS) if (others[key] !== undefined && others[key] !== '') query.set(key, String(others[key]));
  return `${schema.api.queue.path}?${query}`;
}
