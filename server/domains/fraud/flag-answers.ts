import { eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { reuseKinds, type StoredFlag } from '../../../entities/fraud-flags.ts';
import { taskLogStatuses } from '../../../entities/tasksLog.ts';
import type { Db } from '../../db/client.ts';
import { taskLogs, users } from '../../db/schema/index.ts';
import { Id, StrictObject } from '../../schemas/common.ts';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A frozen user's freeze as answers show it (null when not frozen). */
export const FrozenAnswer = Nullable(StrictObject({ reason: Type.String(), at: DateTime }));

export const frozenAnswer = (user: { frozenAt: Date | null; frozenReason: string | null }) =>
  user.frozenAt && user.frozenReason !== null ? { reason: user.frozenReason, at: user.frozenAt.toISOString() } : null;

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

type FlagAnswer =
  | Exclude<StoredFlag, { taskLogId: string }>
  | {
      kind: (typeof reuseKinds)[number];
      _id: string;
      userId: { _id: string; name: string | null; email: string; frozen: ReturnType<typeof frozenAnswer> };
      status: string;
      createdAt: string;
      reviewedAt: string | null;
      others: number;
    };

/** The submissions reuse flags name, with their users, by id. */
async function namedSubmissions(db: Db, flags: StoredFlag[][]) {
  const ids = [...new Set(flags.flat().flatMap((flag) => ('taskLogId' in flag ? [flag.taskLogId] : [])))];
  const rows = await db
    .select({
      id: taskLogs.id,
      status: taskLogs.status,
      createdAt: taskLogs.createdAt,
      reviewedAt: taskLogs.reviewedAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      frozenAt: users.frozenAt,
      frozenReason: users.frozenReason,
    })
    .from(taskLogs)
    .innerJoin(users, eq(users.id, taskLogs.userId))
    .where(ids.length ? inArray(taskLogs.id, ids) : sql`false`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each row's flags as answers show them, reading the submissions they name in one query. */
export async function flagAnswers(db: Db, flags: StoredFlag[][]) {
  const named = await namedSubmissions(db, flags);
  return flags.map((list) =>
    list.flatMap((flag): FlagAnswer[] => {
      if (!('taskLogId' in flag)) return [flag];
      const other = named.get(flag.taskLogId);
      if (!other) return [];
      return [
        {
          kind: flag.kind,
          _id: other.id,
          userId: { _id: other.userId, name: other.name, email: other.email, frozen: frozenAnswer(other) },
          status: other.status,
          createdAt: other.createdAt.toISOString(),
          reviewedAt: other.reviewedAt?.toISOString() ?? null,
          others: flag.others,
        },
      ];
    }),
  );
}
