import { Type } from 'typebox';
import { reuseKinds } from '../../entities/fraud-flags.ts';
import { taskLogStatuses } from '../../entities/tasksLog.ts';
import { Id, StrictObject } from './common.ts';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A frozen user's freeze as answers show it (null when not frozen). */
export const FrozenAnswer = Nullable(StrictObject({ reason: Type.String(), at: DateTime }));

/** A submission's flags as answers show them: reuse flags name the other submission (`_id`), its user, status and dates. */
export const FlagsAnswer = Type.Array(
  Type.Union([
    StrictObject({
      kind: Type.Union(reuseKinds.map((kind) => Type.Literal(kind))),
      _id: Type.String({ format: 'uuid', description: "the other submission's id: the earliest by another user with the same proof for the same task" }),
      userId: StrictObject({ _id: Id, name: Nullable(Type.String()), email: Type.String(), frozen: FrozenAnswer }),
      status: Type.Union(taskLogStatuses.map((status) => Type.Literal(status))),
      createdAt: DateTime,
      reviewedAt: Nullable(DateTime),
      others: Type.Integer({ minimum: 1, description: "how many other users' submissions for this task share the proof" }),
    }),
    StrictObject({ kind: Type.Literal('pace'), count: Type.Integer(), minutes: Type.Integer() }),
    StrictObject({ kind: Type.Literal('new_account'), hours: Type.Integer({ description: "the account's age at submission, in whole hours" }) }),
    StrictObject({ kind: Type.Literal('screenshot_unreadable'), problem: Type.String() }),
  ]),
  { description: 'why this submission may be fraud; empty when clean' },
);
