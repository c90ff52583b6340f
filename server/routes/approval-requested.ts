import type { ApprovalAnswer } from '../domains/approvals/approvals.ts';
import type { StoredReply } from '../writes/idempotency.ts';

/** A confirmation or reversal that became an approval request: 202 with the request; nothing moved. */
export const approvalRequested = (approval: ApprovalAnswer): StoredReply => ({
  statusCode: 202,
  body: {
    message: `Sent for approval: another admin must approve ₦${approval.total?.toLocaleString('en-NG')} over ${approval.count} submission(s) before ${approval.expiresAt}`,
    code: 'approval.requested',
    params: { total: approval.total ?? 0, count: approval.count, expiresAt: approval.expiresAt },
    data: approval,
  },
});
