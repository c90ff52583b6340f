import { afterEach, describe, expect, it } from 'vitest';
import { serverMessage } from '@/http/serverMessage.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { PASSWORD_LABELS } from '@/layout/ChangePasswordDialog.tsx';
import { bulkLabels } from '@/resources/coupon/bulkRequest.ts';
import { fieldLabels } from '@/dataProvider/fieldLabels.ts';
import banks from '@entities/banks.ts';
import { couponBulk } from '@entities/coupon-bulk.ts';
import tasks from '@entities/tasks.ts';

const inUse = {
  message: 'Package is still used by 3 users and 1 coupon',
  code: 'delete.in_use',
  params: { entity_key: 'resources.packages.name', counts: { users: 3, coupon: 1 } },
};

/** The server's answers as it sends them (tests/api/coupon-bulk.test.ts, own-password.test.ts, tasks.test.ts, message-codes.test.ts). */
const { maxPrefixLength, maxQuantity } = couponBulk.bounds;
const prefixRule = `1–${maxPrefixLength} letters A-Z, digits 0-9 or hyphens and start with a letter or digit`;
const codePrefix = { message: `codePrefix must be ${prefixRule}`, code: 'validation.code_prefix', params: { field: 'codePrefix', limit: maxPrefixLength } };
const quantity = { message: `quantity must be <= ${maxQuantity}`, code: 'validation.maximum', params: { field: 'quantity', limit: maxQuantity } };
const prefixCharacters = {
  message: 'codePrefix may contain only letters A-Z, digits 0-9 and hyphens',
  code: 'validation.pattern',
  params: { field: 'codePrefix', rule_key: 'resources.coupon.validation.code_characters' },
};
const wrongCurrent = { message: 'currentPassword is not your current password', code: 'password.wrong_current', params: { field: 'currentPassword' } };
const taskPrice = { message: 'taskPrice must be >= 0', code: 'validation.minimum', params: { field: 'taskPrice', limit: 0 } };
const duplicate = { message: 'Bank name already exists', code: 'entity.duplicate', params: { entity_key: 'resources.banks.name', field: 'name' } };
const bankCode = {
  message: 'code must be the 3-digit CBN code',
  code: 'validation.pattern',
  params: { field: 'code', rule_key: 'resources.banks.validation.code' },
};

describe("a server's answer on screen", () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it("in English is the server's own message, the field named by the form's label", () => {
    expect(serverMessage(inUse)).toBe('Package is still used by 3 users and 1 coupon');
    expect(serverMessage(codePrefix, bulkLabels)).toBe(`Code Prefix must be ${prefixRule}`);
    expect(serverMessage(quantity, bulkLabels)).toBe(`Quantity must be <= ${maxQuantity}`);
    expect(serverMessage(prefixCharacters, bulkLabels)).toBe('Code Prefix may contain only letters A-Z, digits 0-9 and hyphens');
    expect(serverMessage(wrongCurrent, PASSWORD_LABELS)).toBe('Current password is not correct');
    expect(serverMessage(taskPrice, fieldLabels(tasks))).toBe('Task Price must be >= 0');
    expect(serverMessage(duplicate, fieldLabels(banks))).toBe('Bank Name already exists');
  });

  it("in French is the console's wording of its code, with the entity, the field's label and the counts in French", async () => {
    await i18nProvider.changeLocale('fr');
    expect(serverMessage(inUse)).toBe('Forfait : suppression impossible, encore utilisé par 3 utilisateurs et 1 coupon');
    expect(serverMessage(duplicate, fieldLabels(banks))).toBe('Banque : cette valeur de Nom existe déjà');
    expect(serverMessage(codePrefix, bulkLabels)).toMatch(new RegExp(`^Préfixe de code .* ${maxPrefixLength} lettres`));
    expect(serverMessage(quantity, bulkLabels)).toMatch(new RegExp(`^Quantité .*${maxQuantity}`));
    expect(serverMessage(wrongCurrent, PASSWORD_LABELS)).toBe('Mot de passe actuel incorrect');
    expect(serverMessage(taskPrice, fieldLabels(tasks))).toMatch(/^Prix de la tâche /);
    expect(serverMessage(bankCode, fieldLabels(banks))).toMatch(/^Code CBN : /);
  });

  it("counts the records of an entity without a wording of its own by the entity's name, singular or plural", async () => {
    const usedBy = (n: number) => ({
      message: 'Bank is still used by …',
      code: 'delete.in_use',
      params: { entity_key: 'resources.banks.name', counts: { withdrawals: n, coupon: 1 } },
    });
    await i18nProvider.changeLocale('fr');
    expect(serverMessage(usedBy(2))).toBe('Banque : suppression impossible, encore utilisé par 2 demandes de retrait et 1 coupon');
    expect(serverMessage(usedBy(1))).toBe('Banque : suppression impossible, encore utilisé par 1 demande de retrait et 1 coupon');
  });

  it('names a field the form does not label as today: the API name, never a message key', async () => {
    const unlabelled = { message: 'colour is not allowed', code: 'validation.not_allowed', params: { field: 'colour' } };
    expect(serverMessage(unlabelled, bulkLabels)).toBe('colour is not allowed');
    expect(serverMessage({ ...unlabelled, params: { field: '__proto__' } }, bulkLabels)).toBe('colour is not allowed');
    expect(serverMessage(unlabelled, { colour: 'resources.coupon.bulk.fields.colour' })).toBe('colour is not allowed');
    await i18nProvider.changeLocale('fr');
    expect(serverMessage(bankCode)).toMatch(/^code : /);
    expect(serverMessage(unlabelled, { colour: 'resources.coupon.bulk.fields.colour' })).not.toContain('resources.');
  });

  it("falls back to the server's message for a code the catalogue lacks, and without any code (the production backend)", async () => {
    expect(serverMessage({ message: codePrefix.message }, bulkLabels)).toBe(codePrefix.message);
    await i18nProvider.changeLocale('fr');
    expect(serverMessage({ message: 'Something new', code: 'brand.new_rule', params: { field: 'quantity' } }, bulkLabels)).toBe('Something new');
    expect(serverMessage({ message: 'Invalid email or password' })).toBe('Invalid email or password');
    expect(serverMessage({ message: quantity.message }, bulkLabels)).toBe(quantity.message);
    expect(serverMessage({})).toBeUndefined();
  });
});
