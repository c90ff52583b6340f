import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/db/seed/seed-demo.ts';
import { createCouponService } from '../../server/domains/coupon/coupons.ts';
import { toListRequest, type PageRequest } from '../../server/lists/list-params.ts';
import type { Lister, PageOptions } from '../../server/lists/lister.ts';
import { taskLogLister } from '../../server/domains/tasksLog/task-logs.ts';
import { transactionLister } from '../../server/domains/transactions/transactions.ts';
import { userLister } from '../../server/domains/users/users.ts';
import { describeApi } from '../helpers/test-app.ts';

type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Each list query of the big screens, planned with sequential scans and sorts discouraged (as they
 * would be on a big table): a sort that no index serves still shows up as a Sort node, a filter
 * without an index as a Seq Scan or as a condition outside any Index Cond. (Left to itself, the
 * planner reads a small test table whole and sorts it.) The 40 tasks have no index for their title.
 */
describeApi('every list sort and filter is served by an index (EXPLAIN)', (t) => {
  let db: Db;
  let statements: { sql: string; params: unknown[] }[] = [];
  let explain: (sql: string, params: unknown[]) => Promise<string>;
  const listers: Record<string, { lister: Lister<unknown>; filters: string[] }> = {};

  beforeAll(async () => {
    await seedDemo(t.database.db, { scale: 0.2, now: new Date('2025-06-01T12:00:00Z') });
    const logger: Logger = { logQuery: (sql, params) => statements.push({ sql, params }) };
    const pool = t.database.pool;
    const client = pool ?? (t.database.db as unknown as { $client: Client }).$client;
    db = (pool
      ? drizzlePg({ client: pool, schema, casing: 'snake_case', logger })
      : drizzlePglite({ client: client as never, schema, casing: 'snake_case', logger })) as unknown as Db;
    explain = async (sql, params) => {
      const session: Client & { release?(): void } = pool ? await pool.connect() : client;
      try {
        await session.query('set enable_seqscan = off');
        await session.query('set enable_sort = off');
        const plan = await session.query(`explain ${sql}`, params);
        return plan.rows.map((row) => String(Object.values(row)[0])).join('\n');
      } finally {
        await session.query('reset enable_seqscan');
        await session.query('reset enable_sort');
        session.release?.();
      }
    };
    Object.assign(listers, {
      transactions: { lister: transactionLister, filters: ['status', 'transaction_type', 'transaction_services', 'from', 'to'] },
      users: { lister: userLister, filters: ['isPaid', 'package'] },
      tasksLog: { lister: taskLogLister, filters: ['status'] },
      coupon: { lister: createCouponService(t.database.db).lister, filters: ['isActive', 'packageId'] },
    });
  });

  /** The plans of the statements one page request runs (rows, then count). */
  async function plansOf(list: string, query: Record<string, unknown>, options: PageOptions = {}) {
    const { lister, filters } = listers[list];
    statements = [];
    await lister.page(db, toListRequest({ perPage: 50, ...query }, filters) as PageRequest, options);
    const run = statements.filter((s) => !/^explain /i.test(s.sql)); // the estimated totals' own EXPLAIN
    return Promise.all(run.map(async (s) => ({ sql: s.sql, plan: await explain(s.sql, s.params) })));
  }

  const rowsPlan = (plans: { sql: string; plan: string }[]) => plans.find((p) => / order by /.test(p.sql))!.plan;
  const SORT_NODE = /(^|->\s+)(Incremental )?Sort\s+\(/m;

  it.each([
    ['transactions', ['createdAt', 'amount', 'status', 'reference', 'transactionId', 'transactionType', 'transactionServices']],
    ['users', ['createdAt', 'name', 'email', 'isPaid']],
    ['tasksLog', ['createdAt', 'amount', 'status', 'reviewedAt']],
    ['coupon', ['createdAt', 'code', 'expiryDate', 'isActive']],
  ])('%s: every sort, both ways, reads an index in order (no Sort, no Seq Scan)', async (list, sorts) => {
    for (const sort of sorts) {
      for (const order of ['asc', 'desc']) {
        const plans = await plansOf(list, { sort, order });
        const plan = rowsPlan(plans);
        expect(plan, `${list} ${sort} ${order}`).not.toMatch(SORT_NODE);
        for (const { plan: p } of plans) expect(p, `${list} ${sort} ${order}`).not.toMatch(/Seq Scan/);
      }
    }
  });

  it.each([
    ['transactions', { status: 'failed' }, /Index Cond: .*status = /],
    ['transactions', { transaction_type: 'debit' }, /Index Cond: .*transaction_type = /],
    ['transactions', { transaction_services: 'airtime' }, /Index Cond: .*transaction_services = /],
    ['transactions', { from: '2025-05-01T00:00:00Z', to: '2025-05-31T00:00:00Z' }, /Index Cond: .*created_at >= /],
    ['users', { isPaid: false }, /Index Cond: .*is_paid = /],
    ['users', { package: '00000000-0000-4000-8000-000000000000' }, /Index Cond: .*package_id = /],
    ['tasksLog', { status: 'pending' }, /Index Cond: .*status = /],
    ['coupon', { isActive: false }, /Index Cond: .*is_active = false/],
    ['coupon', { packageId: '00000000-0000-4000-8000-000000000000' }, /Index Cond: .*package_id = /],
  ])('%s filtered by %j newest first: the filter is an index condition, in index order', async (list, filter, condition) => {
    const plans = await plansOf(list, filter);
    expect(rowsPlan(plans)).toMatch(condition);
    expect(rowsPlan(plans)).not.toMatch(SORT_NODE);
    for (const { plan } of plans) expect(plan).not.toMatch(/Seq Scan/);
  });

  // A small sample and count limit make this small list behave as a big one would.
  const bigListOptions: PageOptions = { sampleRows: 20, exactCountLimit: 10 };

  it.each([
    ['transactions', 'zqzq', /transactions_reference_trgm_idx[\s\S]*transactions_transaction_id_trgm_idx|users_name_trgm_idx/],
    ['users', 'zqzq', /users_name_trgm_idx/],
    ['tasksLog', 'zqzq', /users_name_trgm_idx/],
    ['coupon', 'zqzq', /coupons_code_trgm_idx/],
    // Two characters hold no trigram: they are read from the indexes of character pairs.
    [
      'transactions',
      'Qz',
      /transactions_reference_pairs_idx[\s\S]*transactions_transaction_id_pairs_idx[\s\S]*users_name_pairs_idx[\s\S]*users_email_pairs_idx|users_name_pairs_idx[\s\S]*users_email_pairs_idx[\s\S]*transactions_reference_pairs_idx/,
    ],
    ['users', 'Qz', /users_name_pairs_idx[\s\S]*users_email_pairs_idx/],
    ['tasksLog', 'Qz', /users_name_pairs_idx[\s\S]*users_email_pairs_idx/],
    ['coupon', 'Qz', /coupons_code_pairs_idx/],
  ])('%s: a rare search (%s) reads its indexes, never a whole table', async (list, q, index) => {
    const plans = await plansOf(list, { q }, bigListOptions);
    expect(plans.map((p) => p.plan).join('\n')).toMatch(index);
    for (const { plan } of plans) expect(plan).not.toMatch(/Seq Scan on (?!tasks )/);
  });

  it.each([
    ['transactions', 'transactions_created_at_idx', 'users_pkey'],
    ['users', 'users_created_at_idx', undefined],
    ['tasksLog', 'task_logs_created_at_idx', 'users_pkey'],
    ['coupon', 'coupons_created_at_idx', undefined],
  ])('%s: a common search walks the sort index in order, related records by primary key', async (list, sortIndex, related) => {
    const plans = await plansOf(list, { q: 'e', page: 2, perPage: 2 }, bigListOptions);
    const walk = plans.filter((p) => /limit/i.test(p.sql) && /exists|ilike/i.test(p.sql) && !/count\(/.test(p.sql));
    expect(walk.length, 'the page was read row by row').toBeGreaterThan(0);
    for (const { plan } of walk) {
      expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${sortIndex}`));
      expect(plan).not.toMatch(SORT_NODE);
      if (related) expect(plan).toMatch(new RegExp(`Index Scan using ${related}`));
      // Users are looked up per row read, never gathered whole into a hash (the few tasks may be).
      expect(plan, 'users gathered into a hash').not.toMatch(/hashed SubPlan \d+\)?[^\n]*\n(\s*SubPlan[^\n]*\n)*\s*->\s+[^\n]* on users/);
    }
    for (const { plan } of plans) expect(plan).not.toMatch(/Seq Scan on (?!tasks )/);
  });

  it.each([
    ['transactions', 'transactions_created_at_idx', {}],
    ['transactions', 'transactions_amount_idx', { sort: 'amount', order: 'asc' }],
    ['transactions', 'transactions_status_idx', { status: 'failed' }],
    ['users', 'users_email_sort_idx', { sort: 'email', order: 'desc' }],
    ['tasksLog', 'task_logs_created_at_idx', {}],
    ['coupon', 'coupons_created_at_idx', {}],
  ])('%s: a deep page by number finds its ids by an index-only scan of %s, from whichever end is nearer', async (list, index, query) => {
    for (const depth of [0.4, 0.9]) {
      const { total } = (await listers[list].lister.page(db, toListRequest({ perPage: 5, ...query }, listers[list].filters) as PageRequest, bigListOptions))
        .meta;
      const page = Math.max(2, Math.floor((total / 5) * depth));
      const plans = await plansOf(list, { ...query, perPage: 5, page }, bigListOptions);
      const ids = plans.find((p) => /offset/i.test(p.sql) && /^select ("\w+"\.)?"id"( as "id")? from/.test(p.sql));
      expect(ids, `${list} page ${page}: its ids are read on their own`).toBeDefined();
      expect(ids!.plan).toMatch(new RegExp(`Index Only Scan( Backward)? using ${index}`));
      expect(ids!.plan).not.toMatch(SORT_NODE);
    }
  });

  it('a page after a cursor starts in the index at the cursor (no Sort, the row comparison an Index Cond)', async () => {
    const first = await transactionLister.page(t.database.db, toListRequest({ perPage: 5, sort: 'amount', order: 'desc' }, []) as PageRequest);
    const plan = rowsPlan(await plansOf('transactions', { sort: 'amount', order: 'desc', cursor: first.meta.next }));
    expect(plan).toMatch(/Index Cond: \(ROW\(amount_kobo, id\) < ROW\(/);
    expect(plan).not.toMatch(SORT_NODE);
  });
});
