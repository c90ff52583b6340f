import { Type } from 'typebox';
import tasksLog from '../../entities/tasksLog.ts';
import { rowSchema } from '../entities/field-schemas.ts';
import { Envelope, Id, StrictObject } from './common.ts';

/** A task submission as answers show it (from its declaration). */
export const TaskLogRow = rowSchema(tasksLog);

export const TaskReview = StrictObject({
  taskLogId: Id,
  action: Type.Union([Type.Literal('confirm'), Type.Literal('reject')]),
});

export const TaskReviewReply = Envelope(TaskLogRow);
