import { eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import approvalDeclaration from '../../../entities/approvals.ts';
import type { ApprovalStatus } from '../../../entities/approval-request.ts';
import { admins, approvalRequests, taskLogs, type ApprovalRequest } from '../../db/schema/index.ts';
import { declaredList } from '../../entities/declared-list.ts';
import { createLister } from '../../lists/lister.ts';
import { exactNaira } from '../../shared/money.ts';

/** A request's status as answered: a pending one past its expiry is `expired` (nothing stores that). */
export const approvalStatus = sql<ApprovalStatus>`(case when ${approvalRequests.status} = 'pending' and ${approvalRequests.expiresAt} <= now() then 'expired' else ${approvalRequests.status} end)`;

const deciders = alias(admins, 'deciders');
/** Over the logs a request holds: how many users they pay and how many are flagged. */
const ofItsLogs = (what: ReturnType<typeof sql>) => sql<number>`(select ${what} from ${taskLogs} where ${taskLogs.id} = any(${approvalRequests.taskLogIds}))`;

type ApprovalListRow = ApprovalRequest & {
  effectiveStatus: ApprovalStatus;
  users: number;
  flagged: number;
  requesterName: string;
  requesterEmail: string;
  deciderName: string | null;
};

const joined = <T extends PgSelect>(query: T) =>
  query.innerJoin(admins, eq(admins.id, approvalRequests.requestedBy)).leftJoin(deciders, eq(deciders.id, approvalRequests.decidedBy));

export const approvalToApi = (row: ApprovalListRow) => ({
  _id: row.id,
  action: row.action,
  total: exactNaira(row.totalKobo),
  count: row.count,
  users: Number(row.users),
  flagged: Number(row.flagged),
  reason: row.reason,
  includeFlagged: row.includeFlagged,
  status: row.effectiveStatus,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  requestedBy: { _id: row.requestedBy, name: row.requesterName, email: row.requesterEmail },
  decidedBy: row.decidedBy ? { _id: row.decidedBy, name: row.deciderName ?? '' } : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
});

export type ApprovalAnswer = ReturnType<typeof approvalToApi>;

/** Approval requests, newest first, with who asked and who decided; `status` filters by the answered status (expired included). */
export const approvalLister = createLister<ApprovalListRow, ApprovalAnswer>({
  rows: (db) =>
    joined(
      db
        .select({
          ...getTableColumns(approvalRequests),
          effectiveStatus: approvalStatus,
          users: ofItsLogs(sql`count(distinct ${taskLogs.userId})`),
          flagged: ofItsLogs(sql`count(*) filter (where ${taskLogs.flagged})`),
          requesterName: admins.name,
          requesterEmail: admins.email,
          deciderName: deciders.name,
        })
        .from(approvalRequests)
        .$dynamic(),
    ),
  matching: (db) => db.select({ id: approvalRequests.id }).from(approvalRequests).$dynamic(),
  createdAt: approvalRequests.createdAt,
  id: approvalRequests.id,
  ...declaredList(approvalDeclaration, approvalRequests, { filters: { status: approvalStatus as unknown as AnyColumn } }),
  toApi: (rows) => rows.map(approvalToApi),
});
