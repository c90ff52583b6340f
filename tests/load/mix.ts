import { randomInt } from 'node:crypto';
import type { Request } from 'autocannon';

/**
 * The mix every connection cycles through: six reads (lists with paging, the dashboard) and three
 * writes (a review of a random pending log, which answers 409 once it was already reviewed; a new
 * package; a coupon switched on or off).
 */
export function requestMix(options: { pendingLogIds: string[]; couponCodes: string[] }): Request[] {
  let packages = 0;
  const pick = <T>(list: T[]) => list[randomInt(list.length)];
  const json = (body: object) => JSON.stringify(body);
  return [
    { method: 'GET', path: '/api/packages?page=1&perPage=25' },
    { method: 'GET', path: '/api/tasks/tasklogs?page=1&perPage=25&status=pending' },
    {
      method: 'POST',
      path: '/api/tasks/review',
      setupRequest: (req) => ({ ...req, body: json({ taskLogId: pick(options.pendingLogIds), action: randomInt(3) ? 'confirm' : 'reject' }) }),
    },
    { method: 'GET', path: '/api/admin/transactions?page=1&perPage=25&sort=createdAt&order=desc' },
    {
      method: 'POST',
      path: '/api/packages',
      setupRequest: (req) => ({ ...req, body: json({ name: `Load ${process.pid}-${++packages}`, price: 1000 + packages }) }),
    },
    { method: 'GET', path: '/api/admin/alluser?page=1&perPage=25' },
    { method: 'GET', path: '/api/admin/dashboard' },
    {
      method: 'PATCH',
      setupRequest: (req) => ({
        ...req,
        path: `/api/coupon/${encodeURIComponent(pick(options.couponCodes))}/status`,
        body: json({ isActive: randomInt(2) === 1 }),
      }),
    },
    { method: 'GET', path: '/api/coupon?page=1&perPage=25' },
  ];
}
