import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';
import { fullListKey } from '@/dataProvider/index.ts';
import type { LiveChange } from './liveStream.ts';

/** Resources a change to another one also moves (a review credits a user and writes a transaction). */
const ALSO_CHANGES: Record<string, string[]> = {
  tasksLog: ['users', 'transactions', 'approvals'],
  approvals: ['tasksLog', 'users', 'transactions'],
  users: ['tasksLog'],
};
/** What every change may move: the dashboard, the work-waiting counts (bell and dashboard), the activity log. */
const ALWAYS: string[][] = [['dashboard'], ['workWaiting'], ['activity']];
/**
 * A reviewer taking or letting go of rows changes who holds them: the rows lists and records show,
 * nothing counted, and nothing in any other reviewer's own claimed queue.
 */
const HOLDING = new Set(['claim', 'release']);
const ROW_READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference']);
const showsHolders = (query: Query) =>
  ROW_READS.has(query.queryKey[1] as string) && !(query.queryKey[2] as { meta?: { claim?: boolean } } | undefined)?.meta?.claim;

/**
 * What to read again after `changes`, in order: each resource's whole list kept for the visit
 * first (so that react-admin's lists and records, read again next, do not get it stale), then
 * the resource's queries, then what every change moves. When rows only changed hands, just the
 * lists and records showing who holds them (never a reviewer's own claimed queue).
 */
export function touchedQueries(changes: LiveChange[]): InvalidateQueryFilters[] {
  if (changes.every((change) => HOLDING.has(change.action)))
    return [...new Set(changes.map((change) => change.resource))].map((resource) => ({ queryKey: [resource], predicate: showsHolders }));
  const resources = [...new Set(changes.flatMap((change) => [change.resource, ...(ALSO_CHANGES[change.resource] ?? [])]))];
  return [
    ...resources.map((resource) => ({ queryKey: fullListKey(resource) })),
    ...resources.map((resource) => ({ queryKey: [resource] })),
    ...ALWAYS.map((queryKey) => ({ queryKey })),
  ];
}
