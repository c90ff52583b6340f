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
 * The query keys to read again after `changes`, in order: each resource's whole list kept for the
 * visit first (so that react-admin's lists and records, read again next, do not get it stale),
 * then react-admin's queries of the resource, then what every change moves.
 */
export function touchedQueries(changes: LiveChange[]): (readonly unknown[])[] {
  const resources = [...new Set(changes.flatMap((change) => [change.resource, ...(ALSO_CHANGES[change.resource] ?? [])]))];
  return [...resources.map(fullListKey), ...resources.map((resource) => [resource]), ...ALWAYS];
}
