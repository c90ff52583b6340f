import { useQueryClient } from '@tanstack/react-query';
import { type Identifier, type RaRecord, useListContext } from 'react-admin';
import { useFlagWords, type FlagAnswer } from '@/admin/flagWords.ts';

const isFlagged = (record: RaRecord | undefined) => record?.flagged === true || (Array.isArray(record?.flags) && record.flags.length > 0);

/**
 * How many of these logs are flagged, among the rows this screen has read: the page's, and those a
 * "select all" fetched (react-admin keeps them in its list queries).
 */
export function useFlaggedAmong() {
  const { data = [] } = useListContext();
  const queryClient = useQueryClient();
  return (ids: Identifier[]) => {
    const known = new Map<Identifier, RaRecord>(data.map((record) => [record.id, record]));
    for (const [, cached] of queryClient.getQueriesData<{ data?: RaRecord[] }>({ queryKey: ['tasksLog', 'getList'] })) {
      for (const record of cached?.data ?? []) if (!known.has(record.id)) known.set(record.id, record);
    }
    return ids.filter((id) => isFlagged(known.get(id))).length;
  };
}

/** A flagged row's flags, each explained, as the confirmation's warning; nothing for a clean row. */
export function FlagWarning({ record }: { record: RaRecord }) {
  const words = useFlagWords();
  const flags = (record.flags ?? []) as FlagAnswer[];
  if (!flags.length) return null;
  return <>{flags.map((flag) => `${words.chip(flag)}: ${words.explain(flag)}`).join(' · ')}</>;
}

export const hasFlags = (record: RaRecord | undefined) => isFlagged(record);
