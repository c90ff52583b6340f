import { asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import taskDeclaration from '../../../entities/tasks.ts';
import type { Db } from '../../db/client.ts';
import { engagementTypes, socialPlatforms, taskEngagementTypes, taskLogs, tasks, type Task } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { createEntityService, type EntityHooks } from '../../entities/entity-service.ts';
import { toColumns } from '../../entities/field-values.ts';
import type { Tx } from '../../writes/audit.ts';
import { usage } from '../../writes/crud.ts';
import { toNaira } from '../../shared/money.ts';
import { missingIds } from '../../writes/references.ts';

interface Input {
  socialPlatform: string;
  engagementType: string[];
}
type TaskListRow = Task & { platformName: string };
type EngagementRef = { _id: string; name: string };

const taskToApi = (t: TaskListRow, engagements: EngagementRef[]) => ({
  _id: t.id,
  title: t.title,
  image: t.image,
  socialPlatform: { _id: t.socialPlatformId, name: t.platformName },
  engagementType: engagements,
  description: t.description,
  taskLink: t.taskLink,
  taskPrice: toNaira(t.priceKobo),
  createdAt: t.createdAt.toISOString(),
  version: t.version,
});

/** A batch of tasks with their engagement types: one query for the whole batch, not one per task. */
async function withEngagementTypes(rows: TaskListRow[], db: Db) {
  const links = rows.length
    ? await db
        .select({ taskId: taskEngagementTypes.taskId, _id: engagementTypes.id, name: engagementTypes.name })
        .from(taskEngagementTypes)
        .innerJoin(engagementTypes, eq(engagementTypes.id, taskEngagementTypes.engagementTypeId))
        .where(
          inArray(
            taskEngagementTypes.taskId,
            rows.map((t) => t.id),
          ),
        )
        .orderBy(asc(engagementTypes.name), asc(engagementTypes.id))
    : [];
  const byTask = new Map<string, EngagementRef[]>();
  for (const { taskId, ...ref } of links) byTask.set(taskId, [...(byTask.get(taskId) ?? []), ref]);
  return rows.map((t) => taskToApi(t, byTask.get(t.id) ?? []));
}

/** The engagement types must exist (400 naming the field); they stay locked until the write commits. The platform is checked as every declared reference is. */
async function checkEngagementTypes(tx: Tx, input: Partial<Input>) {
  const [missing] = input.engagementType ? await missingIds(tx, engagementTypes, input.engagementType) : [];
  if (missing)
    throw badRequest(`engagementType not found: ${missing}`, 'reference.missing', { field: 'engagementType', target_key: 'resources.engagement.name' });
}

/** A task's business rules beyond its declaration: engagement types must exist, engagement links, rows that embed both. */
export const taskHooks: EntityHooks = {
  toValues: async (input: Partial<Input>, tx) => {
    await checkEngagementTypes(tx, input);
    return toColumns(taskDeclaration, input);
  },
  afterWrite: async (tx, id, input: Partial<Input>) => {
    if (!input.engagementType) return;
    await tx.delete(taskEngagementTypes).where(eq(taskEngagementTypes.taskId, id));
    await tx.insert(taskEngagementTypes).values(input.engagementType.map((engagementTypeId) => ({ taskId: id, engagementTypeId })));
  },
  usages: async (tx, id) => {
    const [{ n }] = await tx.select({ n: count() }).from(taskLogs).where(eq(taskLogs.taskId, id));
    return usage(n, 'submission');
  },
  list: {
    rows: (d) =>
      d
        .select({ ...getTableColumns(tasks), platformName: socialPlatforms.name })
        .from(tasks)
        .innerJoin(socialPlatforms, eq(socialPlatforms.id, tasks.socialPlatformId))
        .$dynamic(),
    matching: (d) => d.select({ id: tasks.id }).from(tasks).innerJoin(socialPlatforms, eq(socialPlatforms.id, tasks.socialPlatformId)).$dynamic(),
    // Sorting by the joined platform name pages by number only (no keyset over another table).
    sortable: { socialPlatform: { by: [socialPlatforms.name], keyset: false } },
    searchable: [tasks.title, tasks.description, socialPlatforms.name],
    toApi: withEngagementTypes as never,
  },
};

export const createTaskService = (db: Db) => createEntityService(db, taskDeclaration, tasks, taskHooks);
