// @vitest-environment node
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fullListKey } from '@/dataProvider/index.ts';
import type { LiveChange } from '@/live/liveStream.ts';
import { touchedQueries } from '@/live/touchedQueries.ts';
import { TASK_LOG_COUNTS_KEY } from '@/resources/tasksLog/useTaskLogCounts.ts';

/** Queries a console holds while a reviewer works: the claimed queue, a plain list, counts, the dashboard, users, the activity log. */
const SCREENS: Record<string, QueryKey> = {
  claimedQueue: ['tasksLog', 'getList', { filter: { status: 'pending' }, meta: { claim: true } }],
  searchedList: ['tasksLog', 'getList', { filter: { status: 'pending', q: 'ada' } }],
  oneLog: ['tasksLog', 'getOne', { id: 'a' }],
  counts: TASK_LOG_COUNTS_KEY,
  dashboard: ['dashboard'],
  workWaiting: ['workWaiting', 'pending', '2026-11-27'],
  users: ['users', 'getList', {}],
  activity: ['activity', 'getList', {}],
  packages: ['packages', 'getList', {}],
  wholeTaskLogs: fullListKey('tasksLog'),
};

/** The screens `changes` read again. */
function touched(changes: LiveChange[]) {
  const client = new QueryClient();
  for (const queryKey of Object.values(SCREENS)) client.setQueryData(queryKey, {});
  const cache = client.getQueryCache();
  const hit = new Set(touchedQueries(changes).flatMap((filter) => cache.findAll(filter)));
  return Object.keys(SCREENS).filter((name) => hit.has(cache.find({ queryKey: SCREENS[name], exact: true })!));
}
const change = (resource: string, action: string): LiveChange => ({ resource, action, at: '2026-11-27T10:00:00.000Z' });

describe('what a live change reads again', () => {
  it('a review moves its lists, counts, the users and transactions it credits, the dashboard and the activity log', () => {
    expect(touched([change('tasksLog', 'confirm')])).toEqual([
      'claimedQueue',
      'searchedList',
      'oneLog',
      'counts',
      'dashboard',
      'workWaiting',
      'users',
      'activity',
      'wholeTaskLogs',
    ]);
  });

  it('rows changing hands move only the lists and records that show who holds them: no count, no dashboard, no claimed queue', () => {
    expect(touched([change('tasksLog', 'claim'), change('tasksLog', 'release')])).toEqual(['searchedList', 'oneLog']);
  });

  it('holding mixed with a real change is read as a real change', () => {
    expect(touched([change('tasksLog', 'claim'), change('packages', 'update')])).toContain('counts');
    expect(touched([change('tasksLog', 'claim'), change('packages', 'update')])).toContain('packages');
  });
});
