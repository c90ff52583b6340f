import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, Identifier } from 'react-admin';

interface ListParams {
  filter?: { status?: unknown };
}

/**
 * Takes a reviewed log out of every pending list already on screen, at once: the row that took its
 * place is there (and can take the focus) without waiting for the list to be read again, which
 * follows and has the last word.
 */
export function dropReviewed(queryClient: QueryClient, resource: string, id: Identifier) {
  const lists = queryClient.getQueriesData<GetListResult>({ queryKey: [resource, 'getList'] });
  for (const [key, list] of lists) {
    const params = key[2] as ListParams | undefined;
    if (!list || params?.filter?.status !== 'pending' || !list.data.some((row) => row.id === id)) continue;
    queryClient.setQueryData<GetListResult>(key, {
      ...list,
      data: list.data.filter((row) => row.id !== id),
      ...(typeof list.total === 'number' && { total: Math.max(0, list.total - 1) }),
    });
  }
}
