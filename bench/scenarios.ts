/** The list requests the benchmark times, per screen: what admins do on the four big lists. */
export interface Scenario {
  name: string;
  /**
   * Path and query under /api. Placeholders, filled from the list itself before timing: `{cursor}`
   * the cursor of the row 10 000 deep, `{middle}` and `{last}` the middle and last page numbers of
   * the list's first page total at 50 a page (for a search, of that search's total).
   */
  url: string;
}

export const DEEP_ROWS = 10_000;
const page = (n: string | number, rest = '') => `page=${n}&perPage=50${rest}`;

/** First, middle and last page by number, and a page 10 000 deep by cursor, in one order. */
const depths = (list: string, order: string, label: string): Scenario[] => [
  { name: `${label}: first page`, url: `${list}?${page(1, order)}` },
  { name: `${label}: middle page`, url: `${list}?${page('{middle}', order)}` },
  { name: `${label}: last page`, url: `${list}?${page('{last}', order)}` },
];

/** A search: its first, second and last page. */
const searched = (list: string, q: string, note: string): Scenario[] => [
  { name: `search "${q}" (${note})`, url: `${list}?${page(1)}&q=${q}` },
  { name: `search "${q}" page 2`, url: `${list}?${page(2)}&q=${q}` },
  { name: `search "${q}" last page`, url: `${list}?${page('{last}')}&q=${q}` },
];

const transactions = '/api/admin/transactions';
const users = '/api/admin/alluser';
const taskLogs = '/api/tasks/tasklogs';
const coupons = '/api/coupon';

export const screens = [
  {
    name: 'Transactions',
    list: transactions,
    scenarios: [
      ...depths(transactions, '', 'newest first'),
      { name: 'newest first: 10 000 deep by cursor', url: `${transactions}?${page(DEEP_ROWS / 50 + 1)}&sort=createdAt&order=desc&cursor={cursor}` },
      ...depths(transactions, '&sort=amount&order=asc', 'by amount'),
      ...depths(transactions, '&sort=reference&order=asc', 'by reference'),
      { name: 'by status: first page', url: `${transactions}?${page(1)}&sort=status&order=asc` },
      { name: 'by type: first page', url: `${transactions}?${page(1)}&sort=transactionType&order=desc` },
      { name: 'by service: first page', url: `${transactions}?${page(1)}&sort=transactionServices&order=asc` },
      { name: 'by transaction id: first page', url: `${transactions}?${page(1)}&sort=transactionId&order=asc` },
      ...depths(transactions, '&status=failed', 'failed'),
      { name: 'failed debits', url: `${transactions}?${page(1)}&status=failed&transaction_type=debit` },
      { name: 'airtime', url: `${transactions}?${page(1)}&transaction_services=airtime` },
      { name: 'one month, middle page', url: `${transactions}?${page('{middle}')}&from=2026-03-01T00:00:00Z&to=2026-03-31T23:59:59Z` },
      ...searched(transactions, 'ad', '2 letters, common'),
      { name: 'search "qx" (2 letters, rare)', url: `${transactions}?${page(1)}&q=qx` },
      ...searched(transactions, 'ade', '3 letters, common'),
      { name: 'search "xyl" (3 letters, none)', url: `${transactions}?${page(1)}&q=xyl` },
      ...searched(transactions, 'ngozi', '5 letters'),
      { name: 'search "TX2" (transaction id)', url: `${transactions}?${page(1)}&q=TX2` },
      { name: 'search "ade" + failed, by amount, page 2', url: `${transactions}?${page(2)}&q=ade&status=failed&sort=amount&order=desc` },
    ],
  },
  {
    name: 'Users',
    list: users,
    scenarios: [
      ...depths(users, '', 'newest first'),
      { name: 'newest first: 10 000 deep by cursor', url: `${users}?${page(DEEP_ROWS / 50 + 1)}&sort=createdAt&order=desc&cursor={cursor}` },
      ...depths(users, '&sort=name&order=asc', 'by name'),
      ...depths(users, '&sort=email&order=desc', 'by email'),
      { name: 'by paid: first page', url: `${users}?${page(1)}&sort=isPaid&order=asc` },
      ...depths(users, '&isPaid=false', 'unpaid'),
      ...searched(users, 'ad', '2 letters, common'),
      { name: 'search "qx" (2 letters, none)', url: `${users}?${page(1)}&q=qx` },
      ...searched(users, 'ade', '3 letters, common'),
      ...searched(users, 'chukwu', '6 letters'),
      { name: 'search "okafo" + unpaid, by name, page 2', url: `${users}?${page(2)}&q=okafo&isPaid=false&sort=name&order=asc` },
    ],
  },
  {
    name: 'Task logs',
    list: taskLogs,
    scenarios: [
      ...depths(taskLogs, '', 'newest first'),
      { name: 'newest first: 10 000 deep by cursor', url: `${taskLogs}?${page(DEEP_ROWS / 50 + 1)}&sort=createdAt&order=desc&cursor={cursor}` },
      ...depths(taskLogs, '&sort=amount&order=desc', 'by amount'),
      ...depths(taskLogs, '&status=pending', 'pending'),
      ...searched(taskLogs, 'ad', '2 letters, common'),
      ...searched(taskLogs, 'ade', '3 letters, common'),
      ...searched(taskLogs, 'ngozi', '5 letters'),
      { name: 'search "share" + pending, by amount, page 2', url: `${taskLogs}?${page(2)}&q=share&status=pending&sort=amount&order=desc` },
    ],
  },
  {
    name: 'Coupons',
    list: coupons,
    scenarios: [
      ...depths(coupons, '', 'newest first'),
      { name: 'newest first: 10 000 deep by cursor', url: `${coupons}?${page(DEEP_ROWS / 50 + 1)}&sort=createdAt&order=desc&cursor={cursor}` },
      ...depths(coupons, '&sort=code&order=asc', 'by code'),
      ...depths(coupons, '&sort=expiryDate&order=desc', 'by expiry'),
      ...depths(coupons, '&isActive=false', 'inactive'),
      ...searched(coupons, 'st', '2 letters, common'),
      ...searched(coupons, 'bro', '3 letters, common'),
      { name: 'search "q9z" (3 letters, rare)', url: `${coupons}?${page(1)}&q=q9z` },
      { name: 'search "bronze-v" + inactive, by code, page 2', url: `${coupons}?${page(2)}&q=bronze-v&isActive=false&sort=code&order=asc` },
    ],
  },
] as const;

export const dashboardScenario: Scenario = { name: 'dashboard', url: '/api/admin/dashboard' };
