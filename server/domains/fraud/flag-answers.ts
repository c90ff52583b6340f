import { eq, inArray } from 'drizzle-orm';
import { reuseKinds, type StoredFlag } from '../../../entities/fraud-flags.ts';
import type { Db } from '../../db/client.ts';
import { taskLogs, users } from '../../db/schema/index.ts';

/** A user's freeze as answers show it (`FrozenAnswer`): null when not frozen. */
export const frozenAnswer = (user: { frozenAt: Date | null; frozenReason: string | null }) =>
  user.frozenAt && user.frozenReason !== null ? { reason: user.frozenReason, at: user.frozenAt.toISOString() } : null;

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

interface NamedSubmission {
  id: string;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
  userId: string;
  name: string | null;
  email: string;
  frozenAt: Date | null;
  frozenReason: string | null;
}

/** The submissions reuse flags name, with their users, by id (no query when none is named). */
async function namedSubmissions(db: Db, flags: StoredFlag[][]) {
  const ids = [...new Set(flags.flat().flatMap((flag) => ('taskLogId' in flag ? [flag.taskLogId] : [])))];
  if (!ids.length) return new Map<string, NamedSubmission>();
  const rows: NamedSubmission[] = await db
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
    .where(inArray(taskLogs.id, ids));
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
