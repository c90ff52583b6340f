import { Type } from 'typebox';
import { taskLogStatuses } from '../db/schema/task-logs.ts';
import { Envelope, Id, StrictObject } from './common.ts';

const Status = Type.Union(taskLogStatuses.map((s) => Type.Literal(s)));

export const TaskLogRow = StrictObject({
  _id: Id,
  status: Status,
  amount: Type.Union([Type.Number(), Type.Null()], { description: 'naira; null when the stored amount cannot be shown exactly' }),
  createdAt: Type.String({ format: 'date-time' }),
  userId: StrictObject({ _id: Id, name: Type.Union([Type.String(), Type.Null()]), email: Type.String() }),
  taskId: StrictObject({ _id: Id, title: Type.String(), taskLink: Type.String() }),
});

export const TaskLogFilters = { status: Type.Optional(Status) };

export const TaskReview = StrictObject({
  taskLogId: Id,
  action: Type.Union([Type.Literal('confirm'), Type.Literal('reject')]),
});

export const TaskReviewReply = Envelope(TaskLogRow);
