import { Type } from 'typebox';
import tasksLog from '../../entities/tasksLog.ts';
import { rowSchema } from '../entities/field-schemas.ts';
import { BULK_REVIEW_MAX } from '../services/task-reviews-bulk.ts';
import { Envelope, Id, StrictObject } from './common.ts';

/** A task submission as answers show it (from its declaration). */
export const TaskLogRow = rowSchema(tasksLog);

const Action = Type.Union([Type.Literal('confirm'), Type.Literal('reject')]);
/** Trimmed, it must hold 1–500 characters (checked by the review, which names `reason`). */
const Reason = Type.Optional(Type.String({ maxLength: 2000, description: 'with action "reject" only: why, 1–500 characters after trimming' }));

export const TaskReview = StrictObject({ taskLogId: Id, action: Action, reason: Reason });

export const BulkTaskReview = StrictObject({
  taskLogIds: Type.Array(Id, { minItems: 1, maxItems: BULK_REVIEW_MAX, uniqueItems: true, description: `1–${BULK_REVIEW_MAX} distinct task log ids` }),
  action: Action,
  reason: Reason,
});

const Outcome = Type.Union(['confirmed', 'rejected', 'already_reviewed', 'not_found', 'cannot_confirm'].map((o) => Type.Literal(o)));

export const BulkTaskReviewReply = Envelope(
  StrictObject({
    confirmed: Type.Integer(),
    rejected: Type.Integer(),
    skipped: Type.Integer({ description: 'already reviewed, not found, or not creditable' }),
    results: Type.Array(StrictObject({ taskLogId: Id, outcome: Outcome }), { description: 'in the order of the request' }),
  }),
);

export const TaskLogCountsReply = Envelope(StrictObject({ pending: Type.Integer(), confirmed: Type.Integer(), rejected: Type.Integer() }));

export const TaskReviewReply = Envelope(TaskLogRow);

/** The queue's filters beyond its status tabs: one task's or one user's submissions. */
export const TaskLogFilters = {
  taskId: Type.Optional(Type.String({ format: 'uuid', description: 'a task id' })),
  userId: Type.Optional(Type.String({ format: 'uuid', description: 'a user id' })),
};
