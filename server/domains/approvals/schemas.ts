import { Type } from 'typebox';
import approvals from '../../../entities/approvals.ts';
import { taskReversal } from '../../../entities/task-review.ts';
import { rowSchema } from '../../entities/field-schemas.ts';
import { untrimmedText } from '../../entities/declared-inputs.ts';
import { Envelope, Id, StrictObject } from '../../schemas/common.ts';

/** An approval request as answers show it (from its declaration). */
export const ApprovalRow = rowSchema(approvals);

/** The 202 of a confirmation or reversal that became an approval request: the request, nothing moved. */
export const ApprovalRequestedReply = Envelope(ApprovalRow);

const Outcome = Type.Union(
  ['confirmed', 'reversed', 'already_reviewed', 'not_found', 'cannot_confirm', 'flagged', 'unchecked', 'frozen', 'awaiting_approval'].map((o) =>
    Type.Literal(o),
  ),
);

export const ApproveReply = Envelope(
  StrictObject({
    approval: ApprovalRow,
    result: StrictObject({
      confirmed: Type.Integer(),
      reversed: Type.Integer(),
      skipped: Type.Integer({ description: 'logs the run left as they were, as a bulk review would' }),
      results: Type.Array(StrictObject({ taskLogId: Id, outcome: Outcome })),
    }),
  }),
);

const { reason } = taskReversal.fields;
export const RejectBody = StrictObject({ reason: untrimmedText(reason, `why, ${reason.minLength}–${reason.maxLength} characters after trimming`) });
export const ApprovalReply = Envelope(ApprovalRow);
