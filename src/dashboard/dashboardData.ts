import type { RaRecord } from 'react-admin';
import { readRecord } from '@/http/envelope.ts';

export interface DashboardData {
  totalPackages: number;
  totalUsers: number;
  totalTasks: number;
  transactions: RaRecord[];
  users: RaRecord[];
}

type Row = Record<string, unknown>;

const total = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Table rows need an `id`: the row's `_id`, else its position. */
const rows = (value: unknown, prefix: string): RaRecord[] =>
  Array.isArray(value)
    ? value.filter((row): row is Row => !!row && typeof row === 'object').map((row, index) => ({ ...row, id: (row._id as string) ?? `${prefix}-${index}` }))
    : [];

/**
 * GET /admin/dashboard/'s answer (totals and recent rows), read tolerantly: `data` or the
 * body itself; a missing total counts as 0 and a missing list as empty.
 */
export function readDashboard(json: unknown): DashboardData {
  const data = readRecord(json) ?? {};
  return {
    totalPackages: total(data.totalPackages),
    totalUsers: total(data.totalUsers),
    totalTasks: total(data.totalTasks),
    transactions: rows(data.transactions, 'transaction'),
    users: rows(data.users, 'user'),
  };
}
