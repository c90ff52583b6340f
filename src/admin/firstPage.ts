import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { PAGE_SIZE } from './listStyles.ts';

/** A list whose declaration names no order: the server's own. */
const NO_SORT = { field: '', order: 'ASC' } as const;

/** A generic list's order when neither the address nor its stored parameters choose one. */
export const defaultSort = (schema: EntityDeclaration) => schema.list.sort ?? NO_SORT;

/**
 * What react-admin asks a generic list's first page with when the address has no parameters and
 * none are stored for it: page 1 of PAGE_SIZE, the declared order, no filter.
 */
export const firstPageParams = (schema: EntityDeclaration) => ({
  pagination: { page: 1, perPage: PAGE_SIZE },
  sort: { ...defaultSort(schema) },
  filter: {},
});

/** react-admin keeps a list's chosen page, order and filters under this key of its store (localStorage). */
export const storedListParamsKey = (resource: string) => `RaStore.${resource}.listParams`;

const answeredEarly = new Set<string>();

/**
 * Whether this list's first page was answered before its screen rendered (and not yet said):
 * true once, so its screen still says "… loaded" as a list that loaded on screen does.
 */
export const takeAnsweredEarly = (resource: string) => answeredEarly.delete(resource);

/** How long prefetched rows count as fresh for the screen that mounts next: it reads them rather than asking again. */
const FRESH_FOR_MOUNT_MS = 10_000;

/**
 * Asks for a generic list's first page before its screen has rendered (its code may still be
 * loading), under the very query react-admin's list then reads: with the rows already there, the
 * list draws them in its first render. Only when the page is predictable: no parameters in the
 * address, none stored. A failed answer is forgotten and asked again by the list itself, so it is
 * handled as any other (a 401 signs out). Settles once the answer is in the cache (or forgotten).
 */
export function prefetchFirstPage(schema: EntityDeclaration, queryClient: QueryClient, dataProvider: DataProvider): Promise<void> {
  if (location.search || localStorage.getItem(storedListParamsKey(schema.name)) !== null) return Promise.resolve();
  const params = firstPageParams(schema);
  const queryKey = [schema.name, 'getList', params];
  const hash = hashKey(queryKey);
  queryClient.setQueryDefaults(queryKey, { staleTime: FRESH_FOR_MOUNT_MS });
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.queryHash !== hash) return;
    queryClient.setQueryDefaults(queryKey, {});
    stopWatching();
  });
  return queryClient
    .fetchQuery({
      queryKey,
      // The shape react-admin's own list query gives its answer.
      queryFn: ({ signal }) =>
        dataProvider.getList(schema.name, { ...params, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .then(
      () => void answeredEarly.add(schema.name),
      () => {
        const watching = queryClient.getQueryCache().get(hash)?.observers ?? [];
        queryClient.removeQueries({ queryKey, exact: true });
        for (const observer of watching) void observer.refetch();
      },
    );
}
