import { describe, expect, it } from 'vitest';
import { readList, readLogin, readRecord, readTotal } from '@/dataProvider/envelope.ts';
import { applyListParams } from '@/dataProvider/listParams.ts';
import { listQuery, recordPath } from '@/dataProvider/paths.ts';

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
});

describe('envelopes', () => {
  it('finds a list in data, in data.data or as the body', () => {
    expect(readList({ data: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(readList({ data: { data: [{ a: 2 }] } })).toEqual([{ a: 2 }]);
    expect(readList([{ a: 3 }])).toEqual([{ a: 3 }]);
    expect(() => readList({ message: 'nope' })).toThrow();
  });

  it('reads a paging server total, and none from a whole list', () => {
    expect(readTotal({ data: [], meta: { total: 1234, page: 1, perPage: 50 } })).toBe(1234);
    expect(readTotal({ data: [] })).toBeUndefined();
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

  it("writes the paging extension's query with a lower-case order", () => {
    expect(listQuery({ pagination: { page: 2, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'ada', status: 'pending' } })).toBe(
      '?page=2&perPage=50&sort=createdAt&order=desc&q=ada&status=pending',
    );
    expect(listQuery({})).toBe('');
  });
});
