import { TRANSACTION_EXPORT_HEADER } from '../helpers/transaction-export.ts';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTransaction, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

type CsvRow = Record<string, string>;

describeApi('GET /api/admin/transactions/export', (t) => {
  const exportCsv = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/admin/transactions/export${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = Papa.parse<CsvRow>(res.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return { res, rows: parsed.data, fields: parsed.meta.fields };
  };
  const references = (rows: CsvRow[]) => rows.map((row) => row.Reference);

  beforeAll(async () => {
    const db = t.database.db;
    const ngozi = await insertUser(db, { name: 'Ngozi Eze', email: 'ngozi@rewards.ng' });
    const hostile = await insertUser(db, { name: '=HYPERLINK("http://evil.ng","x")', email: '@evil.ng' });
    const at = (day: number) => new Date(Date.UTC(2024, 2, day, 12));
    await insertTransaction(db, { userId: ngozi.id, reference: 'EXP-1', transactionId: 'T-1', amountKobo: 150_050, createdAt: at(1) });
    await insertTransaction(db, {
      userId: ngozi.id,
      reference: 'EXP-2',
      transactionId: 'T-2',
      status: 'failed',
      transactionType: 'debit',
      transactionServices: 'airtime',
      createdAt: at(2),
    });
    await insertTransaction(db, { userId: hostile.id, reference: '+EXP-3', transactionId: '-T-3', transactionServices: '@SUM(A1)', createdAt: at(3) });
    // Enough rows for several of the export's database batches (1 000 rows each).
    const many = Array.from({ length: 2_300 }, (_, i) => ({ reference: `BULK-${i}`, createdAt: new Date(Date.UTC(2023, 0, 1) + i * 60_000) }));
    for (const row of many) await insertTransaction(db, { userId: ngozi.id, ...row, status: 'pending' });
  });

  it('downloads transactions-export.csv with the columns of the list, amounts in naira, newest first', async () => {
    const { res, rows, fields } = await exportCsv('?q=exp-');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions-export.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(fields).toEqual(TRANSACTION_EXPORT_HEADER);
    expect(references(rows)).toEqual(["'+EXP-3", 'EXP-2', 'EXP-1']);
    expect(rows[2]).toEqual({
      Name: 'Ngozi Eze',
      Email: 'ngozi@rewards.ng',
      'Transaction ID': 'T-1',
      Reference: 'EXP-1',
      Status: 'success',
      Amount: '1500.50',
      'Transaction Type': 'credit',
      'Transaction Service': 'task reward',
      Reverses: '',
      'Date Created': '2024-03-01T12:00:00.000Z',
    });
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const { rows } = await exportCsv('?q=exp-3');
    expect(rows).toEqual([
      expect.objectContaining({
        Name: `'=HYPERLINK("http://evil.ng","x")`,
        Email: "'@evil.ng",
        'Transaction ID': "'-T-3",
        Reference: "'+EXP-3",
        'Transaction Service': "'@SUM(A1)",
      }),
    ]);
  });

  describe('takes the list’s search and filters', () => {
    it.each([
      ['?status=failed', ['EXP-2']],
      ['?transaction_type=debit&transaction_services=airtime', ['EXP-2']],
      ['?q=ngozi&from=2024-03-01T12:00:00Z&to=2024-03-02T12:00:00Z', ['EXP-2', 'EXP-1']],
      ['?from=2024-03-02T00:00:00Z', ["'+EXP-3", 'EXP-2']],
    ])('%s exports %j', async (query, expected) => {
      expect(references((await exportCsv(query)).rows)).toEqual(expected);
    });

    it('streams every matching row across database batches, each once', async () => {
      const { rows } = await exportCsv('?status=pending');
      expect(rows).toHaveLength(2_300);
      expect(new Set(references(rows)).size).toBe(2_300);
      expect(rows[0].Reference).toBe('BULK-2299');
      expect(rows.at(-1)!.Reference).toBe('BULK-0');
    });

    it.each([['?status=refunded'], ['?from=yesterday'], ['?page=2']])('refuses %s with 400', async (query) => {
      expect((await t.request({ method: 'GET', url: `/api/admin/transactions/export${query}` })).statusCode).toBe(400);
    });
  });

  it('needs a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/transactions/export', token: null })).statusCode).toBe(401);
  });
});
