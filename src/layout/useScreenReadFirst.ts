import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long the header's own reads wait, at most, for the screen's. */
export const SCREEN_READ_FIRST_MS = 2_000;

/**
 * False until the screen's own reads have answered (something was read and nothing is being read
 * any more), or SCREEN_READ_FIRST_MS after mount; then true for good. The header's counts (the bell)
 * wait for it, so they never compete with the rows the admin came for.
 */
export function useScreenReadFirst(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    let seen = client.isFetching() > 0;
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) seen = true;
      else if (seen) setDone(true);
    });
    const timer = setTimeout(() => setDone(true), SCREEN_READ_FIRST_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client, done]);
  return done;
}
