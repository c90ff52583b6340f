/** The list requests the benchmark times, per screen: what an admin does on Transactions and Users. */
export interface Scenario {
  name: string;
  /** Path and query under /api; `{cursor}` is replaced by the cursor of the row 10 000 rows deep. */
  url: string;
}

export const DEEP_ROWS = 10_000;
const first = 'page=1&perPage=50&sort=createdAt&order=desc';
const deep = `page=${DEEP_ROWS / 50 + 1}&perPage=50&sort=createdAt&order=desc`;

export const screens = [
  {
    name: 'Transactions',
    list: '/api/admin/transactions',
    table: 'transactions',
    scenarios: [
      { name: 'first page', url: `/api/admin/transactions?${first}` },
      { name: '10 000 deep (cursor)', url: `/api/admin/transactions?${deep}&cursor={cursor}` },
      { name: '10 000 deep (offset)', url: `/api/admin/transactions?${deep}` },
      { name: 'search "ngozi"', url: `/api/admin/transactions?${first}&q=ngozi` },
      { name: 'search "TX2" (transaction id)', url: `/api/admin/transactions?${first}&q=TX2` },
      { name: 'filtered (failed debits)', url: `/api/admin/transactions?${first}&status=failed&transaction_type=debit` },
      { name: 'sorted by amount', url: '/api/admin/transactions?page=1&perPage=50&sort=amount&order=desc' },
    ],
  },
  {
    name: 'Users',
    list: '/api/admin/alluser',
    table: 'users',
    scenarios: [
      { name: 'first page', url: `/api/admin/alluser?${first}` },
      { name: '10 000 deep (cursor)', url: `/api/admin/alluser?${deep}&cursor={cursor}` },
      { name: '10 000 deep (offset)', url: `/api/admin/alluser?${deep}` },
      { name: 'search "chukwu"', url: `/api/admin/alluser?${first}&q=chukwu` },
      { name: 'filtered (unpaid)', url: `/api/admin/alluser?${first}&isPaid=false` },
      { name: 'sorted by name', url: '/api/admin/alluser?page=1&perPage=50&sort=name&order=asc' },
    ],
  },
] as const;

export const dashboardScenario: Scenario = { name: 'dashboard', url: '/api/admin/dashboard' };
