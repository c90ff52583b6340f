import { count, eq, type AnyColumn } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/client.ts';
import { engagementTypes, socialPlatforms, taskEngagementTypes, tasks } from '../db/schema/index.ts';
import type { NamedCreate } from '../schemas/named-entities.ts';
import { createCrudService, usage } from './crud.ts';
import { requiredText } from './text.ts';

type NamedTable = typeof engagementTypes | typeof socialPlatforms;
type Named = NamedTable['$inferSelect'];

export interface NamedEntity {
  table: NamedTable;
  label: string;
  entity: string;
  /** The task column that references this entity (a record still used by tasks cannot be deleted). */
  usedByTasks: AnyColumn;
}

export const namedToApi = (row: { id: string; name: string }) => ({ _id: row.id, name: row.name });

/** The service of a record that is only a name, referenced by tasks. */
export const createNamedEntityService = (db: Db, named: NamedEntity) =>
  createCrudService<Named, Static<typeof NamedCreate>, ReturnType<typeof namedToApi>>(db, {
    table: named.table,
    label: named.label,
    entity: named.entity,
    toValues: (input) => ({ ...(input.name !== undefined && { name: requiredText(input.name, 'name') }) }),
    toApi: namedToApi,
    usages: async (tx, id) => {
      const [{ n }] = await tx.select({ n: count() }).from(named.usedByTasks.table).where(eq(named.usedByTasks, id));
      return usage(n, 'task');
    },
    list: {
      sortable: { name: named.table.name, createdAt: named.table.createdAt },
      searchable: [named.table.name],
    },
  });

export const engagementTypeEntity: NamedEntity = {
  table: engagementTypes,
  label: 'Engagement type',
  entity: 'engagement-type',
  usedByTasks: taskEngagementTypes.engagementTypeId,
};

export const socialPlatformEntity: NamedEntity = {
  table: socialPlatforms,
  label: 'Social platform',
  entity: 'social-platform',
  usedByTasks: tasks.socialPlatformId,
};
