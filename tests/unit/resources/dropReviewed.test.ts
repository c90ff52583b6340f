import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropReviewed } from '@/resources/tasksLog/dropReviewed.ts';

const rows = (...ids: string[]) => ids.map((id) => ({ id, status: 'pending' }));
const listKey = (status: string, page = 1, meta?: object) => [
  'tasksLog',
  'getList',
  { pagination: { page, perPage: 50 }, sort: { field: 'createdAt', order: 'ASC' }, filter: { status }, meta },
];

describe('dropReviewed', () => {
  it('takes the reviewed row out of every pending list holding it, counting one less, and leaves the others alone', () => {
    const client = new QueryClient();
    client.setQueryData(listKey('pending'), { data: rows('a', 'b', 'c'), total: 3 });
    client.setQueryData(listKey('pending', 1, { claim: true }), { data: rows('b', 'c'), total: 2 });
    client.setQueryData(listKey('pending', 2), { data: rows('d'), total: 3 });
    client.setQueryData(listKey('confirmed'), { data: rows('b'), total: 1 });
    client.setQueryData(['tasks', 'getList', { filter: { status: 'pending' } }], { data: rows('b'), total: 1 });

    dropReviewed(client, 'tasksLog', 'b');

    expect(client.getQueryData(listKey('pending'))).toEqual({ data: rows('a', 'c'), total: 2 });
    expect(client.getQueryData(listKey('pending', 1, { claim: true }))).toEqual({ data: rows('c'), total: 1 });
    expect(client.getQueryData(listKey('pending', 2))).toEqual({ data: rows('d'), total: 3 });
    expect(client.getQueryData(listKey('confirmed'))).toEqual({ data: rows('b'), total: 1 });
    expect(client.getQueryData(['tasks', 'getList', { filter: { status: 'pending' } }])).toEqual({ data: rows('b'), total: 1 });
  });

  it('keeps a list without a total (the production backend pages nothing) without inventing one', () => {
    const client = new QueryClient();
    client.setQueryData(listKey('pending'), { data: rows('a', 'b'), pageInfo: { hasNextPage: true } });
    dropReviewed(client, 'tasksLog', 'a');
    expect(client.getQueryData(listKey('pending'))).toEqual({ data: rows('b'), pageInfo: { hasNextPage: true } });
  });
});
