import type { ServerHooks } from '../../entities/server-hooks.ts';
import { approvalLister } from './approvals.ts';

/** Approval requests: read-only as a list; approving and rejecting are their own routes (routes/approvals.ts). */
export const hooks: ServerHooks = {
  lister: approvalLister,
  description:
    'Money moves waiting for a second admin, newest first: confirmations and reversals of at least APPROVAL_NAIRA. `status` is pending, approved, rejected or expired (a pending request past `expiresAt`).',
};
