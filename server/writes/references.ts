import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './audit.ts';

type Referenced = PgTable & { id: PgColumn };

/**
 * The ids among `ids` that `table` does not hold. The rows found stay key-share locked until the
 * transaction ends, so a concurrent delete cannot remove what is about to be referenced.
 */
export async function missingIds(tx: Tx, table: Referenced, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .for('key share');
  const present = new Set(found.map((row) => row.id as string));
  return ids.filter((id) => !present.has(id));
}
