import { describe, expect, it } from 'vitest';
import { readList, readLogin, readRecord } from '@/http/envelope.ts';
import { applyListParams } from '@/dataProvider/listParams.ts';
import { recordPath } from '@/dataProvider/paths.ts';
import { serverFilters } from '@/dataProvider/serverFilters.ts';

const rows = [
  { id: 1, name: 'Bravo', price: 10, user: { name: 'Zainab' } },
  { id: 2, name: 'alpha', price: 9, user: { name: 'Ada' } },
  { id: 3, name: 'Charlie 10', price: null, user: null },
  { id: 4, name: 'Charlie 9', price: 100, user: { name: 'Musa' } },
];
const names = (result: { data: { name: string }[] }) => result.data.map((row) => row.name);

describe('client-side list params', () => {
  it('sorts text case-insensitively and numbers in text numerically', () => {
    expect(names(applyListParams(rows, { sort: { field: 'name', order: 'ASC' } }))).toEqual(['alpha', 'Bravo', 'Charlie 9', 'Charlie 10']);
  });

  it('keeps missing values last in both directions and sorts nested sources', () => {
    expect(names(applyListParams(rows, { sort: { field: 'price', order: 'DESC' } }))).toEqual(['Charlie 9', 'Bravo', 'alpha', 'Charlie 10']);
    expect(names(applyListParams(rows, { sort: { field: 'user.name', order: 'ASC' } }))).toEqual(['alpha', 'Charlie 9', 'Bravo', 'Charlie 10']);
  });

  it('pages after filtering and counts the filtered rows', () => {
    const result = applyListParams(rows, { pagination: { page: 2, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'charlie' } });
    expect(names(result)).toEqual(['Charlie 9']);
    expect(result.total).toBe(2);
  });

  it('matches equality filters as text and arrays as "one of"', () => {
    expect(names(applyListParams(rows, { filter: { id: '2' } }))).toEqual(['alpha']);
    expect(names(applyListParams(rows, { filter: { id: [1, 4] } }))).toEqual(['Bravo', 'Charlie 9']);
    expect(names(applyListParams(rows, { filter: { q: 'ZAIN' } }))).toEqual(['Bravo']);
  });

  it('bounds dates with _gte / _lte, a date-only bound meaning that whole local day', () => {
    const dated = [
      { id: 1, name: 'before', createdAt: new Date(2024, 2, 31, 23, 59).toISOString() },
      { id: 2, name: 'first', createdAt: new Date(2024, 3, 1, 0, 0).toISOString() },
      { id: 3, name: 'last', createdAt: new Date(2024, 3, 2, 23, 59, 59).toISOString() },
      { id: 4, name: 'after', createdAt: new Date(2024, 3, 3, 0, 0).toISOString() },
    ];
    expect(names(applyListParams(dated, { filter: { createdAt_gte: '2024-04-01', createdAt_lte: '2024-04-02' } }))).toEqual(['first', 'last']);
    expect(names(applyListParams(dated, { filter: { createdAt_gte: '2024-04-03' } }))).toEqual(['after']);
    expect(names(applyListParams(rows, { filter: { price_gte: 10 } }))).toEqual(['Bravo', 'Charlie 9']);
  });
});

describe('envelopes', () => {
  it('finds a list in data, in data.data or as the body', () => {
    expect(readList({ data: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(readList({ data: { data: [{ a: 2 }] } })).toEqual([{ a: 2 }]);
    expect(readList([{ a: 3 }])).toEqual([{ a: 3 }]);
    expect(() => readList({ message: 'nope' })).toThrow();
  });

  it('reads a record in data or at the top level, and the login in either place', () => {
    expect(readRecord({ message: 'ok', data: { _id: 'x' } })).toEqual({ _id: 'x' });
    expect(readRecord({ message: 'ok', _id: 'y' })).toEqual({ _id: 'y' });
    expect(readRecord({ message: 'Package deleted successfully' })).toBeUndefined();
    expect(readLogin({ data: { token: 't', admin: { name: 'A' } }, message: 'm' })).toEqual({ token: 't', admin: { name: 'A' }, message: 'm' });
    expect(readLogin({ token: 't2', admin: { name: 'B' } })).toMatchObject({ token: 't2', admin: { name: 'B' } });
  });
});

describe('paths', () => {
  it('puts ids in the path, URL-encoded (coupon codes are free text)', () => {
    expect(recordPath('/tasks/task/:id', 'a1')).toBe('/tasks/task/a1');
    expect(recordPath('/coupon/:id', 'SAVE 10/%')).toBe('/coupon/SAVE%2010%2F%25');
    expect(recordPath('/packages/', 'p1')).toBe('/packages/p1');
  });

  const paging = {
    sorts: { createdAt: 'createdAt', transaction_id: 'transactionId' },
    filters: { createdAt_gte: { param: 'from', day: 'start' as const }, createdAt_lte: { param: 'to', day: 'end' as const } },
  };

  it("writes the filters in the server's names, leaving out empty ones", () => {
    expect(Object.fromEntries(serverFilters(paging, { q: 'ada', status: 'pending', empty: '', nested: { a: 1 } }))).toEqual({ q: 'ada', status: 'pending' });
  });

  it("sends date filters as the local day's first and last instants", () => {
    const query = serverFilters(paging, { createdAt_gte: '2024-03-01', createdAt_lte: '2024-03-02' });
    expect(query.get('from')).toBe(new Date(2024, 2, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2024, 2, 2, 23, 59, 59, 999).toISOString());
  });
});
