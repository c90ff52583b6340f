import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities/index.ts';
import { pagingSorts } from '../../entities/list-sorts.ts';
import type { EntityDeclaration } from '../../entities/types.ts';
import userDeclaration from '../../entities/users.ts';
import transactionDeclaration from '../../entities/transactions.ts';
import type { Db } from '../../server/db/client.ts';
import { transactions, users } from '../../server/db/schema/index.ts';
import { hooksByEntity } from '../../server/domains/index.ts';
import { declaredList } from '../../server/entities/declared-list.ts';
import { createEntityService } from '../../server/entities/entity-service.ts';
import { filterFields } from '../../server/entities/field-schemas.ts';
import { entityTable } from '../../server/entities/tables.ts';

const hooks = hooksByEntity(entities);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The lister an entity's list route reads: its own, or its table service's (which reads no database until asked). */
const listerOf = (declaration: EntityDeclaration) =>
  hooks.get(declaration.name)?.lister ??
  createEntityService(undefined as unknown as Db, declaration, entityTable(declaration)!, hooks.get(declaration.name)).lister;

describe.each(entities.map((declaration) => [declaration.name, declaration] as const))("%s's list is the one its declaration states", (name, declaration) => {
  const lister = listerOf(declaration);

  it('sorts by exactly its server sort names and createdAt', () => {
    expect(sorted(lister.sortNames)).toEqual(sorted([...Object.values(pagingSorts(declaration)), 'createdAt']));
  });

  it('filters by exactly its filterable fields, choice filters and extra query parameters', () => {
    const query = Object.keys(hooks.get(name)?.query ?? {});
    expect(sorted([...lister.filterNames, ...lister.rangeNames])).toEqual(sorted([...filterFields(declaration), ...query]));
  });

  it('shows an extension filter by a field its rows carry: one it declares, filtered on a choice', () => {
    for (const filter of (declaration.list.filters ?? []).filter((f) => f.extension)) {
      expect(declaration.fields[filter.source], `${name}: extension filter ${filter.source} names no field`).toBeDefined();
      expect(filter.kind, `${name}: extension filter ${filter.source}`).toBe('choice');
    }
  });

  it('searches exactly its list.search', () => {
    expect(lister.searchable).toBe((declaration.list.search ?? []).length > 0);
    if (hooks.get(name)?.lister) expect(lister.searchNames, 'a list of its own derives its search from its declaration').toEqual(declaration.list.search ?? []);
    else if (lister.searchNames) expect(lister.searchNames).toEqual(declaration.list.search ?? []);
  });
});

describe('a list derived from its declaration (declaredList)', () => {
  const withSorts = (sorts: Record<string, string>): EntityDeclaration => ({ ...userDeclaration, api: { ...userDeclaration.api, paging: { sorts } } });
  const usersOwn = { sorts: { name: sql`coalesce(${users.name}, '')` } };

  it('follows a declaration change it can map: a new sort, filter or search on a stored field', () => {
    const changed: EntityDeclaration = {
      ...withSorts({ ...userDeclaration.api.paging.sorts, email: 'email' }),
      list: { ...userDeclaration.list, search: ['email'], filters: [...(userDeclaration.list.filters ?? []), { source: 'email', kind: 'choice' }] },
    };
    const list = declaredList(changed, users, usersOwn);
    expect(list.filters.email).toBe(users.email);
    expect(list.searchable).toEqual([users.email]);
    expect(list.searchNames).toEqual(['email']);
  });

  it('refuses, naming it, a declared sort, search or filter whose column it cannot find', () => {
    expect(() => declaredList(withSorts({ ...userDeclaration.api.paging.sorts, balance: 'balance' }), users, usersOwn)).toThrow(
      'entities/users.ts sort "balance" (balance) has no column in table "users"',
    );
    expect(() => declaredList(transactionDeclaration, transactions, { sorts: { amount: transactions.amountKobo } })).toThrow(
      'entities/transactions.ts search "user.name" has no column',
    );
    expect(() =>
      declaredList({ ...userDeclaration, fields: { ...userDeclaration.fields, balance: { kind: 'naira', filterable: true } } }, users, usersOwn),
    ).toThrow('entities/users.ts filter "balance" has no column');
  });

  it('refuses a sort or search of the lister that the declaration does not have', () => {
    expect(() => declaredList(userDeclaration, users, { sorts: { balance: users.balanceKobo } })).toThrow(
      'entities/users.ts: the lister sorts by balance, not among its sorts',
    );
    expect(() => declaredList(userDeclaration, users, { ...usersOwn, search: { package: users.packageId } })).toThrow(
      'entities/users.ts: the lister searches "package", which names none of its list.search',
    );
  });
});
