import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { useLiveStatus } from '@/live/liveStore.ts';

export interface TaskLogCounts {
  pending: number;
  confirmed: number;
  rejected: number;
  /** Pending and flagged, where the server flags submissions. */
  flagged?: number;
  /** Confirmed, then their credit taken back, where the server reverses credits. */
  reversed?: number;
}

/** The query every counts reader shares; reviews invalidate it. */
export const TASK_LOG_COUNTS_KEY = ['tasksLog', 'counts'] as const;
const EVERY_30_S = 30_000;

/**
 * How many task logs wait for review and how many were confirmed and rejected
 * (`GET /tasks/tasklogs/counts`), read again at each change heard live, else every 30 s while the
 * browser tab is visible (react-query stops polling in hidden tabs). `undefined` while unknown, and for good on a server without the
 * extension (its 404): the production backend has no counts, so none are shown.
 */
export function useTaskLogCounts(): TaskLogCounts | undefined {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // Changes heard live read the counts again as they happen; without the stream they are polled.
  const live = useLiveStatus() === 'live';
  const { data } = useQuery({
    queryKey: TASK_LOG_COUNTS_KEY,
    queryFn: async (): Promise<TaskLogCounts | null> => {
      try {
        const answer = await dataProvider.request('/tasks/tasklogs/counts', { method: 'GET', fallback: 'resources.tasksLog.errors.fetch' });
        return (answer.json as { data: TaskLogCounts }).data;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data === null || live ? false : EVERY_30_S),
    retry: false,
  });
  return data ?? undefined;
}
