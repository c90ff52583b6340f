import { TRANSACTION_EXPORT_HEADER } from '../helpers/transaction-export.ts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { insertPackage, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

/** Every answer keeps its English `message` and says what it means as a stable `code` with `params`. */
describeApi('message codes', (t) => {
  describe('refusals', () => {
    it('name the broken rule and the field: validation.required, validation.maximum, validation.pattern', async () => {
      const missing = await t.request({ method: 'POST', url: '/api/packages', payload: { price: 1 } });
      expect(missing.json()).toEqual({ message: 'name is required', code: 'validation.required', params: { field: 'name' } });
      const tooDear = await t.request({ method: 'POST', url: '/api/packages', payload: { name: 'X', price: 2e9 } });
      expect(tooDear.json()).toEqual({ message: 'price must be <= 1000000000', code: 'validation.maximum', params: { field: 'price', limit: 1e9 } });
      const badCode = await t.request({ method: 'POST', url: '/api/banks', payload: { name: 'Bank X', code: '12' } });
      expect(badCode.json()).toEqual({
        message: 'code must be the 3-digit CBN code',
        code: 'validation.pattern',
        params: { field: 'code', rule_key: 'resources.banks.validation.code' },
      });
    });

    it('sign-in: auth.invalid_credentials; no token: auth.required', async () => {
      const wrong = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@test.ng', password: 'wrong-password' }, token: null });
      expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'auth.invalid_credentials' });
      const none = await t.request({ method: 'GET', url: '/api/packages', token: null });
      expect(none.json()).toEqual({ message: 'Authentication required', code: 'auth.required' });
    });

    it('a record still in use: delete.in_use with the entity and counts by kind', async () => {
      const pkg = await insertPackage(t.database.db);
      await insertUser(t.database.db, { packageId: pkg.id });
      const res = await t.request({ method: 'DELETE', url: `/api/packages/${pkg.id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Package is still used by 1 user',
        code: 'delete.in_use',
        params: { entity_key: 'resources.packages.name', counts: { users: 1 } },
      });
    });

    it('an unknown record: entity.not_found; a duplicate: entity.duplicate naming the field', async () => {
      const unknown = await t.request({ method: 'DELETE', url: '/api/banks/7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e' });
      expect(unknown.json()).toEqual({ message: 'Bank not found', code: 'entity.not_found', params: { entity_key: 'resources.banks.name' } });
      await t.request({ method: 'POST', url: '/api/banks', payload: { name: 'Wema Bank', code: '035' } });
      const again = await t.request({ method: 'POST', url: '/api/banks', payload: { name: 'WEMA BANK', code: '036' } });
      expect(again.json()).toEqual({
        message: 'Bank name already exists',
        code: 'entity.duplicate',
        params: { entity_key: 'resources.banks.name', field: 'name' },
      });
    });
  });

  it('successes say theirs too: entity.created, auth.login', async () => {
    const created = await t.request({ method: 'POST', url: '/api/banks', payload: { name: 'Zenith Bank', code: '057' } });
    expect(created.json()).toMatchObject({ message: 'Bank added successfully', code: 'entity.created', params: { entity_key: 'resources.banks.name' } });
    const login = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@test.ng', password: 'correct-horse-battery' },
      token: null,
    });
    expect(login.json()).toMatchObject({ message: 'Login successful', code: 'auth.login' });
  });

  describe('CSV exports in the language asked for', () => {
    const header = async (headers: Record<string, string>, query = '') => {
      const res = await t.request({ method: 'GET', url: `/api/admin/transactions/export${query}`, headers });
      expect(res.statusCode).toBe(200);
      return Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data[0];
    };

    it('English by default, French for Accept-Language fr or lang=fr, and lang wins', async () => {
      expect(await header({})).toEqual(TRANSACTION_EXPORT_HEADER);
      const french = await header({ 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' });
      expect(french).not.toContain('Amount');
      expect(french).toContain('Montant');
      expect(await header({}, '?lang=fr')).toEqual(french);
      expect(await header({ 'accept-language': 'fr' }, '?lang=en')).toContain('Amount');
    });

    it('refuses a language it does not have', async () => {
      const res = await t.request({ method: 'GET', url: '/api/admin/transactions/export?lang=xx' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation.invalid', params: { field: 'lang' } });
    });
  });
});
