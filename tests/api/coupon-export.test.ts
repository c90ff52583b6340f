import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { coupons } from '../../server/db/schema/index.ts';
import { FORMULA_START } from '../../server/lists/csv-formula.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

type CsvRow = Record<string, string>;

describeApi('GET /api/coupon/export/export', (t) => {
  const exportCsv = async () => {
    const res = await t.request({ method: 'GET', url: '/api/coupon/export/export' });
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<CsvRow>(res.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return { res, rows: parsed.data, fields: parsed.meta.fields };
  };

  it('downloads coupons-export.csv: a header row, then code, package, status, expiry and creation', async () => {
    const pkg = await insertPackage(t.database.db, { name: 'Ọlá Premium, ₦20k' });
    await insertCoupon(t.database.db, {
      code: 'WELCOME',
      packageId: pkg.id,
      isActive: false,
      expiryDate: new Date('2031-01-02T00:00:00Z'),
      createdAt: new Date('2030-05-06T07:08:09Z'),
    });
    const { res, rows, fields } = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="coupons-export.csv"');
    expect(fields).toEqual(['Code', 'Package', 'Status', 'Expiry Date', 'Date Created']);
    expect(rows).toContainEqual({
      Code: 'WELCOME',
      Package: 'Ọlá Premium, ₦20k',
      Status: 'Inactive',
      'Expiry Date': '2031-01-02T00:00:00.000Z',
      'Date Created': '2030-05-06T07:08:09.000Z',
    });
  });

  it('neutralises every cell that a spreadsheet would run as a formula', async () => {
    const evil = await insertPackage(t.database.db, { name: '@SUM(A1:A9)' });
    const hostile = [
      '=HYPERLINK("http://evil.example","x")',
      '+1+1',
      '-2+3',
      '@cmd',
      '\tTAB',
      '\rCR',
      '=1+1\nsecond line',
      // Behind whitespace or invisible characters, and full-width (every such prefix: csv-formula.test.ts).
      ' =1+2',
      '\n=1+3',
      '\u00A0+1+4',
      '\u3000@cmd2',
      '\u200B=1+5',
      '\u202E=1+6',
      ' \uFEFF-1+7',
      '\uFF1D1+8',
      '\uFF20cmd3',
    ];
    for (const code of hostile) await insertCoupon(t.database.db, { code, packageId: evil.id });
    const { rows } = await exportCsv();
    for (const code of hostile) {
      const row = rows.find((r) => r.Code === `'${code}`);
      expect(row, code).toBeDefined();
      expect(row!.Package).toBe("'@SUM(A1:A9)");
    }
    const risky = rows.flatMap((r) => Object.values(r)).filter((cell) => FORMULA_START.test(cell));
    expect(risky).toEqual([]);
  });

  it('streams every coupon exactly once across database batches', async () => {
    const pkg = await insertPackage(t.database.db);
    const many = Array.from({ length: 2_345 }, (_, i) => ({
      code: `MANY-${String(i).padStart(5, '0')}`,
      packageId: pkg.id,
      expiryDate: new Date('2030-01-01'),
      createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 5) * 1000),
    }));
    for (let i = 0; i < many.length; i += 500) await t.database.db.insert(coupons).values(many.slice(i, i + 500));
    const { rows } = await exportCsv();
    expect(rows).toHaveLength(await t.database.db.$count(coupons));
    const exported = rows.map((r) => r.Code).filter((code) => code.startsWith('MANY-'));
    expect(exported).toHaveLength(2_345);
    expect(new Set(exported).size).toBe(2_345);
  });

  it("follows the list's search and order", async () => {
    const pkg = await insertPackage(t.database.db);
    for (const code of ['VIEW-B', 'VIEW-C', 'VIEW-A', 'OTHER-Z']) await insertCoupon(t.database.db, { code, packageId: pkg.id });
    const res = await t.request({ method: 'GET', url: '/api/coupon/export/export?q=view-&sort=code&order=desc' });
    const rows = Papa.parse<CsvRow>(res.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.Code)).toEqual(['VIEW-C', 'VIEW-B', 'VIEW-A']);
    expect((await t.request({ method: 'GET', url: '/api/coupon/export/export?sort=passwordHash' })).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/coupon/export/export', token: null });
    expect(res.statusCode).toBe(401);
  });
});
