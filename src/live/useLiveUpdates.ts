import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken } from '@/http/session.ts';
import { startLiveStream, type LiveChange } from './liveStream.ts';
import { rememberChanges, setLiveStatus } from './liveStore.ts';
import { touchedQueries } from './touchedQueries.ts';

/** Screens read again at most this often however fast changes come (ten reviewers at work): well within 2 s of a change. */
const READ_AGAIN_AT_MOST_EVERY_MS = 1_000;

/**
 * While the console is open: one live stream for the tab, and every screen showing what changed
 * read again (lists, counts, the bell, an open record). Without a stream the screens poll as
 * before (liveStore's status tells them).
 */
export function useLiveUpdates(apiUrl: string, queryClient: QueryClient) {
  useEffect(() => {
    const waiting: LiveChange[] = [];
    let everything = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRead = 0;
    const readAgain = () => {
      timer = undefined;
      lastRead = Date.now();
      const filters = everything ? [] : touchedQueries(waiting.splice(0));
      if (everything) void queryClient.invalidateQueries();
      everything = false;
      waiting.length = 0;
      for (const filter of filters) void queryClient.invalidateQueries(filter);
    };
    const schedule = () => {
      timer ??= setTimeout(readAgain, Math.max(0, lastRead + READ_AGAIN_AT_MOST_EVERY_MS - Date.now()));
    };
    const stop = startLiveStream({
      url: `${apiUrl}/events`,
      token: getToken,
      onStatus: setLiveStatus,
      onChanges: (changes) => {
        rememberChanges(changes);
        waiting.push(...changes);
        schedule();
      },
      onResync: () => {
        everything = true;
        schedule();
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
      setLiveStatus('connecting');
    };
  }, [apiUrl, queryClient]);
}
