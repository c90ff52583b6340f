import { count as countAll, eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { conflict, notFound, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../errors.ts';
import { recordAudit, type Tx } from './audit.ts';
import { createLister, type ListDefinition } from './list/lister.ts';

type EntityTable = PgTable & { id: AnyColumn; createdAt: AnyColumn };

export interface CrudConfig<Row, Create, Out> {
  table: EntityTable;
  /** Singular, capitalised: "Package" (messages say "Package not found"). */
  label: string;
  /** Audit entity name. */
  entity: string;
  /** Column values from a create or (partial) update body; validates and throws 400s. */
  toValues(input: Partial<Create>, tx: Tx): Promise<Record<string, unknown>> | Record<string, unknown>;
  toApi(row: Row): Out;
  /** What still uses the record ("3 users"), which forbids deleting it. */
  usages?(tx: Tx, id: string): Promise<string[]>;
  list?: Partial<ListDefinition<Row, Out>>;
}

/** Create, update, delete (refused while used) and list for a plain entity, audited in one transaction. */
export function createCrudService<Row, Create, Out>(db: Db, config: CrudConfig<Row, Create, Out>) {
  const { table, label, entity } = config;
  const missing = () => notFound(`${label} not found`);
  const lister = createLister<Row, Out>({
    rows: (d) => d.select().from(table).$dynamic(),
    count: (d) => d.select({ n: countAll() }).from(table).$dynamic(),
    createdAt: table.createdAt,
    id: table.id,
    sortable: {},
    searchable: [],
    filters: {},
    toApi: (rows) => rows.map(config.toApi),
    ...config.list,
  });

  return {
    lister,

    async create(adminId: string, input: Create): Promise<Out> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(table).values(await config.toValues(input, tx)).returning();
        await recordAudit(tx, { adminId, action: 'create', entity, entityId: (row as { id: string }).id, details: input });
        return config.toApi(row as Row);
      });
    },

    async update(adminId: string, id: string, input: Partial<Create>): Promise<Out> {
      return db.transaction(async (tx) => {
        const values = await config.toValues(input, tx);
        const [row] = Object.keys(values).length
          ? await tx.update(table).set(values).where(eq(table.id, id)).returning()
          : await tx.select().from(table).where(eq(table.id, id));
        if (!row) throw missing();
        await recordAudit(tx, { adminId, action: 'update', entity, entityId: id, details: input });
        return config.toApi(row as Row);
      });
    },

    async remove(adminId: string, id: string): Promise<Out> {
      const attempt = db.transaction(async (tx) => {
        const [existing] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!existing) throw missing();
        const usages = (await config.usages?.(tx, id)) ?? [];
        if (usages.length) throw conflict(`${label} is still used by ${usages.join(' and ')}`);
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, { adminId, action: 'delete', entity, entityId: id });
        return config.toApi(existing as Row);
      });
      // A reference added between the usage check and the delete still stops it, as a 409.
      return attempt.catch((error) => {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(`${label} is still in use`);
        throw error;
      });
    },
  };
}

/** "3 users" / "1 user", or nothing when there are none. */
export const usage = (n: number, singular: string, plural = `${singular}s`) =>
  n > 0 ? [`${n} ${n === 1 ? singular : plural}`] : [];
