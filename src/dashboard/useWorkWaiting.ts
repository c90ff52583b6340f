import { useQueries } from '@tanstack/react-query';
import { useCreatePath, useDataProvider } from 'react-admin';
import { dayOf } from '@/admin/dateRanges.ts';
import { mayDo, sessionRole } from '@/authProvider/access.ts';
import { listSearch, WORK_WAITING, type WorkWaitingItem } from './workWaiting.ts';
import { useLiveStatus } from '@/live/liveStore.ts';

export interface WorkWaitingCount {
  item: WorkWaitingItem;
  /** Where the list shows these rows. */
  path: string;
  total?: number;
  /** The server could only estimate the total (a huge list): "about N". */
  estimate: boolean;
  /** When the oldest row was created, for items that say their age. */
  oldest?: string;
  error: boolean;
  isPending: boolean;
  /** The item does not apply to this server or role: the list is not offered (the production backend has no approvals), or it filters by a field only paged lists have. */
  hidden: boolean;
}

const EVERY_MINUTE = 60_000;

/**
 * The work-waiting counts, each a one-row page of its filtered list through the data provider (so
 * the server counts where it pages, and the console counts the whole list where it does not), read
 * again at each change heard live, else every minute while the server pages (a whole-list server is not asked for whole lists again).
 * Shared by the dashboard and the header's bell (same query keys); `enabled: false` reads nothing yet.
 */
export function useWorkWaiting(items: readonly WorkWaitingItem[] = WORK_WAITING, { enabled = true } = {}): WorkWaitingCount[] {
  const dataProvider = useDataProvider();
  const createPath = useCreatePath();
  // The filters depend on the day only ("today"), so the query is keyed by it.
  const now = new Date();
  const day = dayOf(now);
  const role = sessionRole();
  // Changes heard live read the counts again as they happen; without the stream they are polled.
  const live = useLiveStatus() === 'live';
  const offered = items.map((item) => mayDo(role, item.resource, 'list'));
  const results = useQueries({
    queries: items.map((item, index) => ({
      enabled: enabled && offered[index],
      queryKey: ['workWaiting', item.id, day],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(item.resource, { filter: item.filter(now), sort: item.sort, pagination: { page: 1, perPage: 1 }, signal }),
      refetchInterval: (query: { state: { data?: { meta?: { serverPaged?: boolean } } } }) =>
        query.state.data?.meta?.serverPaged && !live ? EVERY_MINUTE : false,
      retry: false,
    })),
  });
  return items.map((item, index) => {
    const { data, error, isPending } = results[index];
    const oldest = item.age ? data?.data[0]?.createdAt : undefined;
    return {
      item,
      path: `${createPath({ resource: item.resource, type: 'list' })}${listSearch(item, now)}`,
      total: data?.total,
      estimate: !!data?.meta?.totalIsEstimate,
      oldest: typeof oldest === 'string' ? oldest : undefined,
      error: !!error,
      isPending,
      hidden: !offered[index] || (!!item.pagedOnly && data !== undefined && !data.meta?.serverPaged),
    };
  });
}
