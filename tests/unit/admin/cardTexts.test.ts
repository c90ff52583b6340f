import { describe, expect, it } from 'vitest';
import { cardTexts } from '@/admin/cardTexts.ts';
import { hiddenColumnIds } from '@/admin/schemaColumns.tsx';
import { entities } from '@entities/index.ts';
import { defineEntity } from '@entities/define-entity.ts';
import type { EntityDeclaration } from '@entities/types.ts';
import packages from '@entities/packages.ts';
import tasks from '@entities/tasks.ts';
import transactions from '@entities/transactions.ts';
import users from '@entities/users.ts';

const entity = (columns: string[], fields: EntityDeclaration['fields'], more: Partial<EntityDeclaration['list']> = {}) =>
  defineEntity({ name: 'things', icon: '', idField: '_id', recordRepresentation: 'name', api: { list: '/things' }, list: { columns, ...more }, fields });

describe('a phone card derived from the list columns', () => {
  it('titles the card with the first column, lines with the next text columns, and a badge at the right before an amount or a date', () => {
    expect(cardTexts(users)).toEqual({ primary: 'name', secondary: ['email', 'package'], tertiary: 'isPaid' });
  });

  it('puts an amount at the right when there is no badge, and skips the columns hidden by default', () => {
    expect(cardTexts(tasks)).toEqual({ primary: 'title', secondary: ['socialPlatform', 'engagementType'], tertiary: 'taskPrice' });
    expect(cardTexts(packages)).toEqual({ primary: 'name', secondary: [], tertiary: 'price' });
  });

  it('takes a date at the right when there is neither badge nor amount, and at most two lines', () => {
    const fields = { a: { kind: 'text' }, b: { kind: 'url' }, c: { kind: 'text' }, d: { kind: 'text' }, e: { kind: 'dateTime' } } as const;
    expect(cardTexts(entity(['a', 'b', 'c', 'd', 'e'], fields))).toEqual({ primary: 'a', secondary: ['b', 'c'], tertiary: 'e' });
    expect(cardTexts(entity(['a'], fields))).toEqual({ primary: 'a', secondary: [] });
  });

  it('follows the declared card where there is one', () => {
    expect(cardTexts(transactions)).toBe(transactions.list.card);
  });

  it.each(entities.map((schema) => [schema.name, schema] as const))('%s: every card text and hidden column is a declared column', (_, schema) => {
    const { primary, secondary = [], tertiary } = cardTexts(schema);
    for (const source of [primary, ...secondary, ...(tertiary ? [tertiary] : []), ...(schema.list.hiddenColumns ?? [])]) {
      expect(schema.list.columns, source).toContain(source);
    }
  });
});

describe('columns hidden by default', () => {
  it('are named as the table names them: a reference by what it sorts by', () => {
    const fields = { name: { kind: 'text' }, package: { kind: 'reference', display: 'name' } } as const;
    expect(hiddenColumnIds(entity(['name', 'package'], fields, { hiddenColumns: ['package'] }))).toEqual(['package.name']);
    expect(hiddenColumnIds(transactions)).toEqual(['user.email', 'transaction_id', 'reverses.reference']);
  });
});
