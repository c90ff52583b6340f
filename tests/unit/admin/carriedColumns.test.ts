import { describe, expect, it } from 'vitest';
import { entities } from '../../../entities/index.ts';
import { carriedColumns } from '../../../src/admin/carriedColumns.ts';

describe('carriedColumns', () => {
  const entity = entities.find((e) => e.name === 'tasksLog')!;
  const columns = ['userId.name', 'flags', 'reviewedBy.name', 'amount'];

  it('hides an extension column no row carries, keeps the contract ones', () => {
    expect(carriedColumns(entity, columns, [{ userId: { name: 'Ada' }, amount: 1 }])).toEqual(['userId.name', 'amount']);
  });

  it('shows an extension column once a row carries it, even empty', () => {
    expect(carriedColumns(entity, columns, [{ amount: 1 }, { flags: [], reviewedBy: null }])).toEqual(columns);
  });
});
