import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fullListKey } from '@/dataProvider/index.ts';

/**
 * Whole lists are fetched once per screen visit: paging, sorting and filtering reuse
 * the cached list while the screen is open, and leaving the screen forgets it, so the next
 * visit asks the server again.
 */
export function useWholeListPerVisit(resource: string) {
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.removeQueries({ queryKey: fullListKey(resource) }), [queryClient, resource]);
}
