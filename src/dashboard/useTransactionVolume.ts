import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';

export interface VolumeDay {
  day: string;
  credits: number;
  debits: number;
}

/**
 * The last 30 days' successful credits and debits per day, summed by the server
 * (`GET /admin/dashboard/volume`). `null` for good on a server without it (its 404: the production
 * backend), where the dashboard shows no chart rather than summing a whole ledger in the browser.
 */
export function useTransactionVolume() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'volume'],
    queryFn: async (): Promise<VolumeDay[] | null> => {
      try {
        const answer = await dataProvider.request('/admin/dashboard/volume', { method: 'GET', fallback: 'app.volume.failed' });
        return (answer.json as { data: { days: VolumeDay[] } }).data.days;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    gcTime: 0,
  });
}
