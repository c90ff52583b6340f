import { Type } from 'typebox';
import { taskReview, type ReviewAction } from '../../../entities/task-review.ts';
import tasksLog from '../../../entities/tasksLog.ts';
import { rowSchema } from '../../entities/field-schemas.ts';
import { Envelope, Id, StrictObject } from '../../schemas/common.ts';
import { declaredInput, untrimmedText } from '../../entities/declared-inputs.ts';

/** A task submission as answers show it (from its declaration). */
export const TaskLogRow = rowSchema(tasksLog);

// Reviews as entities/task-review.ts declares them.
const review = taskReview.fields;
const Action = declaredInput<ReviewAction>(review.action);
/** Its trimmed length is checked by the review, which names `reason`. */
const Reason = Type.Optional(
  untrimmedText(review.reason, `with action "reject" only: why, ${review.reason.minLength}–${review.reason.maxLength} characters after trimming`),
);

export const TaskReview = StrictObject({ taskLogId: declaredInput<string>(review.taskLogId), action: Action, reason: Reason });

export const BulkTaskReview = StrictObject({
  taskLogIds: declaredInput<string[]>(review.taskLogIds),
  action: Action,
  reason: Reason,
  includeFlagged: Type.Optional(
    Type.Boolean({ description: 'confirm flagged submissions and those not checked yet too (left out by default, outcomes "flagged" and "unchecked")' }),
  ),
});

const Outcome = Type.Union(
  ['confirmed', 'rejected', 'already_reviewed', 'not_found', 'cannot_confirm', 'flagged', 'unchecked', 'frozen', 'awaiting_approval', 'claimed'].map((o) =>
    Type.Literal(o),
  ),
);

export const BulkTaskReviewReply = Envelope(
  StrictObject({
    confirmed: Type.Integer(),
    rejected: Type.Integer(),
    skipped: Type.Integer({ description: 'already reviewed, not found, not creditable, flagged, frozen, awaiting approval or held by another reviewer' }),
    flagged: Type.Integer({ description: 'flagged submissions a confirmation left out (includeFlagged not given)' }),
    unchecked: Type.Integer({ description: 'submissions the flag job has not checked yet, left out of a confirmation (includeFlagged not given)' }),
    frozen: Type.Integer({ description: "frozen users' submissions a confirmation left out" }),
    awaitingApproval: Type.Integer({ description: 'submissions a pending approval request holds, left as they were' }),
    claimed: Type.Integer({ description: 'submissions another reviewer holds (their claim), left as they were' }),
    results: Type.Array(StrictObject({ taskLogId: Id, outcome: Outcome }), { description: 'in the order of the request' }),
  }),
);

export const TaskLogCountsReply = Envelope(
  StrictObject({
    pending: Type.Integer(),
    confirmed: Type.Integer(),
    rejected: Type.Integer(),
    reversed: Type.Integer({ description: 'confirmed, then their credit taken back' }),
    flagged: Type.Integer({ description: 'pending and flagged' }),
  }),
);

export const TaskReviewReply = Envelope(TaskLogRow);

/** The queue's filters beyond its status tabs: one task's, one user's or one approval request's submissions. */
export const TaskLogFilters = {
  taskId: Type.Optional(Type.String({ format: 'uuid', description: 'a task id' })),
  userId: Type.Optional(Type.String({ format: 'uuid', description: 'a user id' })),
  approvalId: Type.Optional(Type.String({ format: 'uuid', description: 'an approval request: the submissions it holds or held' })),
};
