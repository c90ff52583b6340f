/**
 * The production backend's contract: every call the console may make of it, and what each answer
 * carries. A server started with CONTRACT_ONLY=1 answers these and nothing else, each answer cut
 * to the fields listed here (plugins/contract-only.ts), so that the console can be proven against
 * a server without any of our extensions.
 *
 * An answer's shape: `true` keeps a value whole; an object keeps only the keys it names (and `_id`,
 * which every stored document has); an array's items take the shape of its one element.
 */
export type Shape = true | { [key: string]: Shape } | [Shape];

export interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api, parameters written `:id`. */
  path: string;
  /** The answer kept; absent: `{ message }` only. */
  reply?: Shape;
}

const list = (record: Shape): Shape => ({ data: [record] });

// The records as the production backend's lists show them.
const pkg = { name: true, price: true, referalpoint: true, createdAt: true } as const;
const named = { name: true } as const;
const task = {
  title: true,
  image: true,
  socialPlatform: named,
  engagementType: [named],
  description: true,
  taskLink: true,
  taskPrice: true,
  createdAt: true,
} satisfies Shape;
const taskLog = {
  status: true,
  amount: true,
  createdAt: true,
  userId: { name: true, email: true },
  taskId: { title: true, taskLink: true },
} satisfies Shape;
const coupon = { code: true, packageId: named, expiryDate: true, isActive: true, createdAt: true } satisfies Shape;
const user = { name: true, email: true, createdAt: true, isPaid: true, package: named } satisfies Shape;
const transaction = {
  user: { name: true, email: true },
  transaction_id: true,
  reference: true,
  status: true,
  amount: true,
  transaction_type: true,
  transaction_services: true,
  createdAt: true,
} satisfies Shape;
const dashboard = {
  totalUsers: true,
  totalTasks: true,
  totalPackages: true,
  transactions: [{ name: true, email: true, amount: true, date: true }],
  users: [{ name: true, email: true, date: true, isPaid: true, package: true }],
} satisfies Shape;

/** Each resource's list, create, change and delete, as the contract names them. */
const crud = (base: string, record: Shape, one = `${base}:id`): ContractRoute[] => [
  { method: 'GET', path: base, reply: list(record) },
  { method: 'POST', path: base },
  { method: 'PUT', path: one },
  { method: 'DELETE', path: one },
];

export const CONTRACT_ROUTES: ContractRoute[] = [
  { method: 'POST', path: '/admin/login', reply: { message: true, data: { token: true, admin: { name: true, email: true } } } },
  { method: 'GET', path: '/admin/dashboard/', reply: { data: dashboard } },
  ...crud('/packages/', pkg),
  ...crud('/engagement-types/', named),
  ...crud('/social-platform/', named),
  { method: 'GET', path: '/admin/alluser/', reply: list(user) },
  { method: 'GET', path: '/admin/transactions/', reply: list(transaction) },
  ...crud('/tasks/', task, '/tasks/task/:id'),
  { method: 'GET', path: '/tasks/tasklogs', reply: list(taskLog) },
  { method: 'POST', path: '/tasks/review' },
  ...crud('/coupon/', coupon),
  { method: 'PATCH', path: '/coupon/:id/status' },
  { method: 'POST', path: '/coupon/bulk-create', reply: { message: true, data: { createdCount: true } } },
  { method: 'GET', path: '/coupon/export/export', reply: true },
];

/** A route's path as the router registered it, compared without parameter names or a trailing slash. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:[A-Za-z_]\w*/g, ':id').replace(/\/+$/, '')}`;
