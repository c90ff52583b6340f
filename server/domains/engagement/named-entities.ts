import { count, eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityHooks } from '../../entities/entity-service.ts';
import { usage } from '../../writes/crud.ts';

/** A record that is only a name, referenced by tasks through `usedByTasks`: still used, it cannot be deleted. */
export const usedByTasks = (usedBy: AnyColumn): EntityHooks => ({
  usages: async (tx, id) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(usedBy.table as PgTable)
      .where(eq(usedBy, id));
    return usage(n, 'task');
  },
});
