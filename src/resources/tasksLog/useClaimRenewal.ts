import { useEffect } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import schema from '@entities/tasksLog.ts';

/**
 * While a reviewer's claimed queue is on screen and the tab visible, their claims are renewed at
 * half their life, so rows they are working on never slip to someone else. A failed renewal is
 * harmless: reading the queue again renews them too.
 */
export function useClaimRenewal() {
  const { meta } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const minutes = meta?.claimed ? (meta.claimMinutes as number) : undefined;
  useEffect(() => {
    const path = schema.api.queue?.renew;
    if (!minutes || !path) return;
    const renew = () => {
      if (document.visibilityState === 'visible')
        void dataProvider.request(path, { method: 'POST', fallback: 'resources.tasksLog.errors.fetch' }).catch(() => {});
    };
    const timer = setInterval(renew, (minutes * 60_000) / 2);
    return () => clearInterval(timer);
  }, [minutes, dataProvider]);
}
