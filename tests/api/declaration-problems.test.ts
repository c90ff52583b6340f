import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { defineEntity } from '../../entities/define-entity.ts';
import type { EntityDeclaration, FieldDeclaration } from '../../entities/types.ts';
import { assertDeclarationsServable, DeclarationError, problemsIn } from '../../server/entities/declaration-error.ts';
import { declarationOf } from '../helpers/entity-samples.ts';

const withdrawals = declarationOf('withdrawals');

/** The registry with one declaration changed. */
const registryWith = (changed: EntityDeclaration) => entities.map((declaration) => (declaration.name === changed.name ? changed : declaration));
const withField = (source: string, change: Partial<FieldDeclaration>): EntityDeclaration => ({
  ...withdrawals,
  fields: { ...withdrawals.fields, [source]: { ...withdrawals.fields[source], ...change } },
});

describe('a declaration mistake is caught before a screen shows it', () => {
  it('finds none in the registry', () => {
    expect(problemsIn(entities)).toEqual([]);
  });

  it.each([
    [
      'an unknown column',
      { ...withdrawals, list: { ...withdrawals.list, columns: [...withdrawals.list.columns, 'acount'] } },
      'entities/withdrawals.ts list.columns: "acount" is not one of its fields',
    ],
    [
      'an unknown input',
      { ...withdrawals, form: { ...withdrawals.form!, inputs: ['user', 'ammount'] } },
      'entities/withdrawals.ts form.inputs: "ammount" is not one of its fields',
    ],
    [
      'an unknown sort',
      { ...withdrawals, list: { ...withdrawals.list, sort: { field: 'when', order: 'ASC' as const } } },
      'entities/withdrawals.ts list.sort: "when" is not one of its fields',
    ],
    [
      'an unknown search',
      { ...withdrawals, list: { ...withdrawals.list, search: ['nobody'] } },
      'entities/withdrawals.ts list.search: "nobody" is not one of its fields',
    ],
    [
      'an unknown filter',
      { ...withdrawals, list: { ...withdrawals.list, filters: [{ source: 'colour', kind: 'choice' as const }] } },
      'entities/withdrawals.ts list.filters: "colour" is not one of its fields',
    ],
    [
      'a reference to an unknown entity',
      withField('bank', { reference: 'bankz' }),
      'entities/withdrawals.ts field "bank": reference "bankz" is not a declared entity',
    ],
    [
      'a message English lacks',
      withField('accountNumber', { pattern: { value: /^\d{10}$/, message: 'resources.withdrawals.validation.nuban' } }),
      'entities/withdrawals.ts field "accountNumber": no English message "resources.withdrawals.validation.nuban"',
    ],
    [
      'a choice value without its words',
      withField('status', { values: ['pending', 'held'], choices: { pending: 'warning', held: 'info' } }),
      'entities/withdrawals.ts field "status": no English message "resources.withdrawals.values.status.held"',
    ],
    [
      'a yes/no without its words',
      withField('nameMatches', {
        words: {
          true: 'resources.withdrawals.values.verified.true',
          false: 'resources.withdrawals.values.nameMatches.false',
          tones: { true: 'success', false: 'neutral' },
        },
      }),
      'entities/withdrawals.ts field "nameMatches": no English message "resources.withdrawals.values.verified.true"',
    ],
    ['bounds that cannot hold', withField('amount', { min: 10, max: 1 }), 'entities/withdrawals.ts field "amount": min 10 is above max 1'],
  ])('%s: one line naming the entity and the field, and the server refuses to start with it', (_case, changed, line) => {
    expect(problemsIn(registryWith(changed))).toEqual([line]);
    expect(() => assertDeclarationsServable(registryWith(changed))).toThrow(new DeclarationError(line));
  });

  it('a reference to an entity its input cannot search', () => {
    const banks = declarationOf('banks');
    const unsearchable = { ...banks, list: { ...banks.list, search: undefined, filters: [] } };
    expect(problemsIn(registryWith(unsearchable))).toEqual([
      'entities/withdrawals.ts field "bank": its target "banks" declares no list.search, so its input cannot find records by typing',
    ]);
  });

  it('says how many more there are when there are several', () => {
    const twice = { ...withdrawals, list: { ...withdrawals.list, columns: ['x', 'y'] } };
    expect(() => assertDeclarationsServable(registryWith(twice))).toThrow(
      'entities/withdrawals.ts list.columns: "x" is not one of its fields (and 1 more: npm test lists them)',
    );
  });
});

describe('TypeScript checks the names a declaration uses', () => {
  it('refuses a column, input or search naming no declared field at compile time', () => {
    const declare = () =>
      defineEntity({
        name: 'typo',
        icon: '',
        idField: '_id',
        recordRepresentation: 'name',
        api: { list: '/typo' },
        // @ts-expect-error "nmae" is not a declared field
        list: { columns: ['nmae'], search: ['name'] },
        fields: { name: { kind: 'text' } },
      });
    expect(problemsIn([declare()])).toContain('entities/typo.ts list.columns: "nmae" is not one of its fields');
  });
});
