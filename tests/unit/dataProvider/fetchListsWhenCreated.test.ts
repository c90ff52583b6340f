import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchListsWhenCreated } from '@/dataProvider/fetchListsWhenCreated.ts';

const listKey = ['transactions', 'getList', { pagination: { page: 1, perPage: 50 } }];

function clientWithLists() {
  const client = new QueryClient();
  fetchListsWhenCreated(client);
  return client;
}

describe('fetchListsWhenCreated', () => {
  it('asks for a list as its query is created, before anything subscribes, and once in all', async () => {
    const client = clientWithLists();
    const queryFn = vi.fn(async () => ({ data: [], total: 0 }));
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves other queries, and lists not enabled yet, to start as usual', () => {
    const client = clientWithLists();
    const queryFn = vi.fn(async () => ({}));
    new QueryObserver(client, { queryKey: ['transactions', 'getOne', { id: 1 }], queryFn });
    new QueryObserver(client, { queryKey: [...listKey, 'off'], queryFn, enabled: false });
    new QueryObserver(client, { queryKey: [...listKey, 'later'], queryFn, enabled: () => false });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('keeps a failure as the query’s own state, which the screen then reads', async () => {
    const client = clientWithLists();
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn: () => Promise.reject(new Error('down')), retry: false });
    await vi.waitFor(() => expect(client.getQueryState(listKey)?.error?.message).toBe('down'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().error?.message).toBe('down'));
    unsubscribe();
  });
});
