import { afterEach, describe, expect, it } from 'vitest';
import { serverMessage } from '@/http/serverMessage.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

const inUse = { message: 'Package is still used by 3 users and 1 coupon', code: 'delete.in_use', params: { entity_key: 'resources.packages.name', counts: { users: 3, coupons: 1 } } };

describe("a server's answer on screen", () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it("in English is the server's own message", () => {
    expect(serverMessage(inUse)).toBe('Package is still used by 3 users and 1 coupon');
  });

  it("in French is the console's wording of its code, with the entity, the field and the counts in French", async () => {
    await i18nProvider.changeLocale('fr');
    expect(serverMessage(inUse)).toBe('Forfait : suppression impossible, encore utilisé par 3 utilisateurs et 1 coupon');
    expect(serverMessage({ message: 'Bank name already exists', code: 'entity.duplicate', params: { entity_key: 'resources.banks.name', field: 'name' } })).toBe(
      'Banque : cette valeur de Nom existe déjà',
    );
    expect(serverMessage({ message: 'code must be the 3-digit CBN code', code: 'validation.pattern', params: { field: 'code', rule_key: 'resources.banks.validation.code' } })).toMatch(/^code : /);
  });

  it("falls back to the server's message for a code the catalogue lacks, and without any code (the production backend)", async () => {
    await i18nProvider.changeLocale('fr');
    expect(serverMessage({ message: 'Something new', code: 'brand.new_rule' })).toBe('Something new');
    expect(serverMessage({ message: 'Invalid email or password' })).toBe('Invalid email or password');
    expect(serverMessage({})).toBeUndefined();
  });
});
