import { describe, expect, it } from 'vitest';
import { readDashboard } from '@/dashboard/dashboardData.ts';

const payload = {
  totalUsers: 500,
  totalTasks: 41,
  totalPackages: 6,
  transactions: [{ _id: 't1', name: null, email: 'a@b.ng', amount: 1500, status: 'success', date: '2026-11-22T04:38:00.000Z' }],
  users: [{ _id: 'u1', name: 'Ada', email: 'ada@b.ng', date: '2026-11-21T10:00:00.000Z', isPaid: true, package: null }],
};

describe('reading the dashboard payload', () => {
  it('takes the totals and the rows from `data`, each row with an id', () => {
    const read = readDashboard({ data: payload });
    expect(read).toMatchObject({ totalUsers: 500, totalTasks: 41, totalPackages: 6 });
    expect(read.transactions).toEqual([{ ...payload.transactions[0], id: 't1' }]);
    expect(read.users[0]).toMatchObject({ id: 'u1', name: 'Ada', package: null });
  });

  it('accepts the payload at the top level too, as the production backend may send it', () => {
    expect(readDashboard(payload).totalUsers).toBe(500);
  });

  it('counts a missing or non-numeric total as 0 and a missing list as empty; rows without _id get one', () => {
    const read = readDashboard({ data: { totalUsers: '12', transactions: [{ name: 'x' }, null], users: 'nope' } });
    expect(read).toMatchObject({ totalUsers: 0, totalTasks: 0, totalPackages: 0, users: [] });
    expect(read.transactions).toEqual([{ name: 'x', id: 'transaction-0' }]);
  });
});
