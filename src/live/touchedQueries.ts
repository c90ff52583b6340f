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
/** A reviewer taking or letting go of rows changes who holds them, nothing in any other reviewer's own claimed queue. */
const HOLDING = new Set(['claim', 'release']);
const notAClaimedQueue = (query: Query) => !(query.queryKey[2] as { meta?: { claim?: boolean } } | undefined)?.meta?.claim;

/**
 * What to read again after `changes`, in order: each resource's whole list kept for the visit
 * first (so that react-admin's lists and records, read again next, do not get it stale), then
 * react-admin's queries of the resource (but reviewers' claimed queues, when rows only changed
 * hands), then what every change moves.
 */
export function touchedQueries(changes: LiveChange[]): InvalidateQueryFilters[] {
  const resources = [...new Set(changes.flatMap((change) => [change.resource, ...(ALSO_CHANGES[change.resource] ?? [])]))];
  const onlyHolding = changes.every((change) => HOLDING.has(change.action));
  return [
    ...resources.map((resource) => ({ queryKey: fullListKey(resource) })),
    ...resources.map((resource) => ({ queryKey: [resource], ...(onlyHolding && { predicate: notAClaimedQueue }) })),
    ...ALWAYS.map((queryKey) => ({ queryKey })),
  ];
}
