import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readRecord } from '@/http/envelope.ts';
import { storeMfa, type MfaStatus } from '@/http/session.ts';

export const ME_KEY = ['admin-me'] as const;

/** The signed-in account's two-factor status, from `GET /admin/me` (kept in the stored session too). */
export function useMe() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      const me = readRecord((await dataProvider.request('/admin/me', { fallback: 'app.error.network' })).json) as { mfa: MfaStatus };
      storeMfa(me.mfa);
      return me;
    },
  });
}
