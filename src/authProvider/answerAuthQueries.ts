import type { QueryClient } from '@tanstack/react-query';
import { hasToken } from '@/http/session.ts';
import { mayDo, sessionRole } from './access.ts';

/** What the signed-in account may do, read from its stored session: the auth provider's answer, at once. */
export const canAccessNow = ({ resource, action }: { resource: string; action: string }) => mayDo(sessionRole(), resource, action);

const accessParams = (params: unknown): params is { resource: string; action: string } =>
  typeof params === 'object' &&
  params !== null &&
  typeof (params as { resource?: unknown }).resource === 'string' &&
  typeof (params as { action?: unknown }).action === 'string';

/**
 * Gives react-admin's sign-in and access checks their answers as their queries are created: both
 * come from the stored session, so a screen does not wait a round of rendering for each before
 * asking for its data. The queries still run as usual afterwards and have the last word.
 */
export function answerAuthQueriesAtOnce(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, kind, params] = event.query.queryKey as unknown[];
    if (scope !== 'auth') return;
    if (kind === 'checkAuth' && hasToken()) event.query.setData(true);
    if (kind === 'canAccess' && accessParams(params)) event.query.setData(canAccessNow(params));
  });
}
