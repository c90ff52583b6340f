import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useLoadingToast } from '@/admin/useListLoadingToast.ts';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readDashboard } from './dashboardData.ts';

export const DASHBOARD_PATH = '/admin/dashboard/';

/**
 * The overview, fetched on every visit (forgotten when the screen is left), with a loading toast:
 * "Fetching dashboard data..." → "Dashboard data loaded", or the server's message /
 * "Error fetching dashboard data". A 401 signs out (useDataProvider).
 */
export function useDashboardData() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => readDashboard((await dataProvider.request(DASHBOARD_PATH, { fallback: 'app.dashboard.errors.fetch' })).json),
    retry: false,
    gcTime: 0,
  });
  useLoadingToast('app.dashboard.notifications', query.isPending, query.error);
  useEffect(() => {
    if (query.error) notify(query.error.message, { type: 'error' });
  }, [query.error, notify]);
  return query;
}
