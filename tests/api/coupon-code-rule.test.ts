import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../server/db/schema/index.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

/** Texts that look like a code (or hide what they are) but break the rule "letters A-Z, digits 0-9, hyphens". */
const REFUSED: [string, string][] = [
  ['a right-to-left override (U+202E) before', '\u202ESALE-2025'],
  ['a right-to-left override (U+202E) inside', 'SALE-\u202E5202'],
  ['a left-to-right isolate (U+2066) inside', 'SALE\u2066-2025'],
  ['a zero-width space (U+200B) inside', 'SA\u200BLE'],
  ['a zero-width space (U+200B) after', 'SALE\u200B'],
  ['a zero-width joiner (U+200D) inside', 'SA\u200DLE'],
  ['a byte-order mark (U+FEFF) before', '\uFEFFSALE'],
  ['a byte-order mark (U+FEFF) inside', 'SA\uFEFFLE'],
  ['a space inside', 'NEW YEAR'],
  ['a no-break space (U+00A0) inside', 'NEW\u00A0YEAR'],
  ['a no-break space (U+00A0) before', '\u00A0SALE'],
  ['an accented capital', 'CAFÉ'],
  ['an accented small letter', 'café'],
  ['a dotted capital I (U+0130)', 'DİSCOUNT'],
  ['a dotless small i (U+0131), which upper-cases to I', 'dıscount'],
  ['a long s (U+017F), which upper-cases to S', 'ſALE'],
  ['a Cyrillic look-alike (U+0410)', '\u0410BC'],
  ['full-width letters', 'ＳＡＬＥ'],
  ['an underscore', 'SALE_2025'],
  ['a formula', '=SUM(A1)'],
];

const CODE_RULE = 'may contain only letters A-Z, digits 0-9 and hyphens';

describeApi('coupon codes: letters A-Z, digits 0-9 and hyphens', (t) => {
  const db = () => t.database.db;
  const packageId = async () => (await insertPackage(db(), { name: 'Gold' })).id;
  const create = async (code: string) =>
    t.request({ method: 'POST', url: '/api/coupon/', payload: { code, expiryDate: '2030-12-31', packageId: await packageId() } });
  const bulk = async (codePrefix: string) =>
    t.request({ method: 'POST', url: '/api/coupon/bulk-create', payload: { quantity: 2, expiryDate: '2030-12-31', packageId: await packageId(), codePrefix } });

  describe('POST /coupon', () => {
    it.each(REFUSED)('refuses a code with %s, storing nothing', async (_, code) => {
      const before = await db().$count(coupons);
      const res = await create(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: `code ${CODE_RULE}` });
      expect(await db().$count(coupons)).toBe(before);
    });

    it.each([
      ['SUMMER-2025', 'SUMMER-2025'],
      ['summer-sale', 'summer-sale'],
      ['Mixed-Case-9', 'Mixed-Case-9'],
      ['2025', '2025'],
      ['  PADDED-1  ', 'PADDED-1'],
    ])('accepts %j, keeping its case and trimming spaces around it', async (code, stored) => {
      const res = await create(code);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.code).toBe(stored);
      expect(await db().select().from(coupons).where(eq(coupons.code, stored))).toHaveLength(1);
    });
  });

  describe('POST /coupon/bulk-create', () => {
    it.each(REFUSED)('refuses a prefix with %s, storing nothing', async (_, prefix) => {
      const before = await db().$count(coupons);
      const res = await bulk(prefix);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: `codePrefix ${CODE_RULE}` });
      expect(await db().$count(coupons)).toBe(before);
    });

    it('accepts a lower-case prefix, keeping its case', async () => {
      const res = await bulk('autumn');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.coupons.map((c: { code: string }) => c.code)).toEqual([
        expect.stringMatching(/^autumn-[A-Z0-9]{8}$/),
        expect.stringMatching(/^autumn-[A-Z0-9]{8}$/),
      ]);
    });
  });

  describe('a coupon saved before the rule', () => {
    const legacy = ['Ünï\u202Ecode', 'OLD CODE', 'OLD_CODE\u200B'];

    it.each(legacy)('is still updated, switched and deleted by its code %j', async (code) => {
      await insertCoupon(db(), { code });
      const path = `/api/coupon/${encodeURIComponent(code)}`;
      // The console sends the whole record back on edit, the unchangeable code included.
      const put = await t.request({ method: 'PUT', url: path, payload: { code, expiryDate: '2031-01-31' } });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data).toMatchObject({ code, expiryDate: '2031-01-31T00:00:00.000Z' });
      const status = await t.request({ method: 'PATCH', url: `${path}/status`, payload: { isActive: false } });
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json().data).toMatchObject({ code, isActive: false });
      const del = await t.request({ method: 'DELETE', url: path });
      expect(del.statusCode, del.body).toBe(200);
      expect(await db().select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
    });

    it('cannot be created again through the API', async () => {
      const res = await create(legacy[0]);
      expect(res.json()).toMatchObject({ message: `code ${CODE_RULE}` });
    });
  });

  it('refuses a path code holding a control character, saying so', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/coupon/A%01B/status', payload: { isActive: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'params code must not contain control characters' });
  });
});
