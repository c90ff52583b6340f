import { beforeAll, describe, expect, it } from 'vitest';
import { insertTransaction, insertUser } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('/api/admin/transactions', (t) => {
  const list = async (query = '') => (await t.request({ method: 'GET', url: `/api/admin/transactions${query}` })).json();
  const references = (body: { data: { reference: string }[] }) => body.data.map((row) => row.reference);

  beforeAll(async () => {
    const db = t.database.db;
    const ngozi = await insertUser(db, { name: 'Ngozi Eze', email: 'ngozi@rewards.ng' });
    const tunde = await insertUser(db, { name: 'Tunde Bello', email: 'tunde@mail.ng' });
    const at = (day: number) => new Date(Date.UTC(2024, 2, day, 12));
    await insertTransaction(db, { userId: ngozi.id, reference: 'R-1', transactionId: 'T-1', amountKobo: 150_050, createdAt: at(1) });
    await insertTransaction(db, {
      userId: ngozi.id,
      reference: 'R-2',
      transactionId: 'T-2',
      amountKobo: 500_000,
      status: 'pending',
      transactionType: 'debit',
      transactionServices: 'airtime',
      createdAt: at(2),
    });
    await insertTransaction(db, {
      userId: tunde.id,
      reference: 'R-3',
      transactionId: 'PAY-3',
      amountKobo: 200_000,
      status: 'failed',
      transactionServices: 'package purchase',
      createdAt: at(3),
    });
    await insertTransaction(db, {
      userId: tunde.id,
      reference: 'R-4',
      transactionId: 'T-4',
      amountKobo: 100,
      transactionType: 'debit',
      transactionServices: 'airtime',
      createdAt: at(4),
    });
  });

  describe('GET', () => {
    it('answers the whole ledger newest first, amounts in naira, the user embedded', async () => {
      for (const url of ['', '/']) {
        const body = await list(url);
        expect(Object.keys(body)).toEqual(['data']);
        expect(references(body)).toEqual(['R-4', 'R-3', 'R-2', 'R-1']);
        expect(body.data[3]).toEqual({
          _id: expect.any(String),
          user: { _id: expect.any(String), name: 'Ngozi Eze', email: 'ngozi@rewards.ng', frozen: null },
          transaction_id: 'T-1',
          reference: 'R-1',
          status: 'success',
          amount: 1500.5,
          transaction_type: 'credit',
          transaction_services: 'task reward',
          reverses: null,
          createdAt: '2024-03-01T12:00:00.000Z',
        });
      }
    });

    it.each([
      ['?q=ngozi', ['R-2', 'R-1']],
      ['?q=MAIL.NG', ['R-4', 'R-3']],
      ['?q=pay-3', ['R-3']],
      ['?q=r-2', ['R-2']],
      ['?status=pending', ['R-2']],
      ['?transaction_type=debit', ['R-4', 'R-2']],
      ['?transaction_services=airtime&transaction_type=debit', ['R-4', 'R-2']],
      ['?from=2024-03-02T12:00:00Z', ['R-4', 'R-3', 'R-2']],
      ['?to=2024-03-02T12:00:00Z', ['R-2', 'R-1']],
      ['?from=2024-03-02T00:00:00Z&to=2024-03-03T23:59:59Z', ['R-3', 'R-2']],
      ['?sort=amount&order=asc', ['R-4', 'R-1', 'R-3', 'R-2']],
      ['?sort=status&order=asc&transaction_type=credit', ['R-3', 'R-1']],
      ['?sort=status&order=desc&transaction_type=debit', ['R-4', 'R-2']],
      ['?sort=reference&order=desc&perPage=2&page=2', ['R-2', 'R-1']],
    ])('%s answers %j with the matching total', async (query, expected) => {
      const body = await list(query);
      expect(references(body)).toEqual(expected);
      if (!query.includes('page=')) expect(body.meta).toEqual({ total: expected.length, page: 1, perPage: 50 });
    });

    it.each([
      ['?status=refunded', /^querystring status /],
      ['?transaction_type=gift', /^querystring transaction_type /],
      ['?from=yesterday', /^querystring from /],
      ['?to=2024-13-45T00:00:00Z', /^querystring to /],
      ['?sort=user', /^querystring sort /],
      ['?order=up', /^querystring order /],
    ])('refuses %s with 400 naming the parameter', async (query, message) => {
      const res = await t.request({ method: 'GET', url: `/api/admin/transactions${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('needs a token', async () => {
      expect((await t.request({ method: 'GET', url: '/api/admin/transactions', token: null })).statusCode).toBe(401);
    });
  });

  it('is read-only: nothing financial can be written or deleted through it', async () => {
    expect((await t.request({ method: 'POST', url: '/api/admin/transactions', payload: {} })).statusCode).toBe(404);
    const [row] = (await list()).data;
    expect((await t.request({ method: 'DELETE', url: `/api/admin/transactions/${row._id}` })).statusCode).toBe(404);
  });
});
