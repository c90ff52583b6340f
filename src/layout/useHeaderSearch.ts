import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCanAccessResources, useDataProvider } from 'react-admin';
import { SEARCH_TARGETS, toHit, type SearchHit } from './searchTargets.ts';

const PER_TARGET = 5;
const RESOURCES = SEARCH_TARGETS.map((target) => target.resource);
const SETTLE_MS = 250;
/** Shorter searches would match most of every list. */
export const MIN_SEARCH = 2;

/**
 * The header search's results: the first few matches of each target the role may list, found by
 * each list's own `q` (the server searches where it pages, the console searches the whole list where
 * it does not), asked once typing settles. A target that fails is left out; all failing is an error.
 */
export function useHeaderSearch(typed: string) {
  const dataProvider = useDataProvider();
  const { canAccess: allowed = {} } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const targets = SEARCH_TARGETS.filter((target) => allowed[target.resource]);
  const query = useQuery({
    queryKey: ['headerSearch', settled, targets.map((target) => target.resource)],
    enabled: settled.length >= MIN_SEARCH,
    queryFn: async ({ signal }): Promise<SearchHit[]> => {
      const answers = await Promise.allSettled(
        targets.map((target) =>
          dataProvider.getList(target.resource, {
            filter: { q: settled },
            pagination: { page: 1, perPage: PER_TARGET },
            sort: { field: 'createdAt', order: 'DESC' },
            signal,
          }),
        ),
      );
      if (answers.length && answers.every((answer) => answer.status === 'rejected')) throw (answers[0] as PromiseRejectedResult).reason;
      return answers.flatMap((answer, index) => (answer.status === 'fulfilled' ? answer.value.data.map((record) => toHit(targets[index], record)) : []));
    },
    retry: false,
    staleTime: 30_000,
  });
  const waiting = typed.trim() !== settled || query.isFetching;
  return { hits: settled.length >= MIN_SEARCH ? (query.data ?? []) : [], loading: typed.trim().length >= MIN_SEARCH && waiting, error: query.error };
}
