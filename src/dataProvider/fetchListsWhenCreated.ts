import type { Query, QueryClient } from '@tanstack/react-query';

/** A query is built from its first observer's options, `enabled` among them. */
type ObservedOptions = { enabled?: boolean | ((query: Query) => boolean) };

/**
 * Starts a list's request as its query is created, while the screen is still rendering: TanStack
 * Query would start it only once the whole screen (menu, header, filters) is on the page. The
 * query is the one react-admin then reads, so nothing is asked twice; a query that is not enabled
 * yet waits as usual.
 */
export function fetchListsWhenCreated(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || event.query.queryKey[1] !== 'getList') return;
    const { queryFn } = event.query.options;
    const { enabled } = event.query.options as ObservedOptions;
    if (typeof queryFn !== 'function' || (typeof enabled === 'function' ? enabled(event.query) : enabled) === false) return;
    // A failure is the query's own state, which the screen shows.
    event.query.fetch().catch(() => undefined);
  });
}
