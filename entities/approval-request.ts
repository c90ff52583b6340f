/** What a request for a second admin's approval asks to do (four eyes). */
export const approvalActions = ['confirm', 'reverse'] as const;
export type ApprovalAction = (typeof approvalActions)[number];

/** How a request stands: stored as pending, approved or rejected; a pending one past its expiry answers `expired`. */
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const storedApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
