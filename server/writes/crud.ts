import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntity } from '../../entities/audit.ts';
import type { Db } from '../db/client.ts';
import { conflict, isStillReferenced, recordNotFound } from '../errors.ts';
import { changesBetween, recordAudit, type Tx } from './audit.ts';
import { createLister, type ListDefinition } from '../lists/lister.ts';
import { writeTransaction, type Actor } from './write-transaction.ts';
import { assertVersion } from './record-changed.ts';
import { nextVersion } from '../db/schema/columns.ts';

type EntityTable = PgTable & { id: AnyColumn; createdAt: AnyColumn; version: AnyColumn };

export type CrudConfig<Row, Create, Out> = CrudBase<Create> & Shaping<Row, Out>;

/**
 * A plain entity shapes its own rows (`toApi`). One that embeds related records leaves `toApi` out
 * and gives its list query instead: a written record is then read back through the list.
 */
type Shaping<Row, Out> =
  | { toApi(row: Row): Out; list?: Partial<ListDefinition<Row, Out>> }
  | { toApi?: undefined; list: Partial<ListDefinition<Row, Out>> & Pick<ListDefinition<Row, Out>, 'rows' | 'toApi'> };

interface CrudBase<Create> {
  table: EntityTable;
  /** Singular, capitalised: "Package" (messages say "Package not found"). */
  label: string;
  /** Audit entity name. */
  entity: AuditEntity;
  /** How the audit names a record, where not by its id: the key clients use (a coupon's code). */
  auditKey?(row: Record<string, unknown>): string;
  /** The entity's declared name, naming its kind in answers' codes (`resources.<name>.name`). */
  name: string;
  /** Column values from a create or (partial) update body; validates and throws 400s. */
  toValues(input: Partial<Create>, tx: Tx, id?: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Writes rows that belong to the record (a task's engagement links), in the same transaction. */
  afterWrite?(tx: Tx, id: string, input: Partial<Create>): Promise<void>;
  /** What still uses the record ("3 users"), which forbids deleting it. */
  usages?(tx: Tx, id: string): Promise<Usage[]>;
  /**
   * Whether an answer fits the route's answer schema. Checked before the write commits: an answer
   * that could not be sent rolls the write back, so a 5xx never follows a committed row.
   */
  answerFits?(answer: unknown): boolean;
}

/**
 * Create, update, delete (refused while used) and list for a plain entity, each write audited in
 * one transaction that first re-reads its actor (`writeTransaction`).
 */
export function createCrudService<Row, Create, Out>(db: Db, config: CrudConfig<Row, Create, Out>) {
  const { table, label, entity } = config;
  const missing = () => recordNotFound(label, config.name);
  const lister = createLister<Row, Out>({
    rows: (d) => d.select().from(table).$dynamic(),
    matching: (d) =>
      d
        .select({ id: sql`${table.id}` })
        .from(table)
        .$dynamic(),
    createdAt: table.createdAt,
    id: table.id,
    sortable: {},
    searchable: [],
    filters: {},
    toApi: (rows) => rows.map(config.toApi!),
    ...config.list,
  });
  const keyOf = (row: unknown) => config.auditKey?.(row as Record<string, unknown>) ?? (row as { id: string }).id;
  const checkVersion = (tx: Tx, existing: unknown, expected: number | undefined) =>
    assertVersion(tx, expected, (existing as { version: number }).version, async () => ({
      label,
      name: config.name,
      entity,
      key: keyOf(existing),
      current: await present(tx, existing as Row),
    }));
  const present = async (tx: Tx, row: Row): Promise<Out> => {
    const id = (row as { id: string }).id;
    const answer = config.toApi ? config.toApi(row) : ((await lister.one(tx as Db, id)) as Out);
    if (config.answerFits && !config.answerFits(answer)) throw new Error(`${label} ${id}: the answer does not fit its schema, so the write is rolled back`);
    return answer;
  };

  return {
    lister,

    async create(actor: Actor, input: Create): Promise<Out> {
      return writeTransaction(db, actor, async (tx, me) => {
        const [row] = await tx
          .insert(table)
          .values(await config.toValues(input, tx))
          .returning();
        const id = (row as { id: string }).id;
        await config.afterWrite?.(tx, id, input);
        const created = await present(tx, row as Row);
        await recordAudit(tx, { by: me, action: 'create', entity, entityId: keyOf(row), details: auditedInput(input, created) });
        return created;
      });
    },

    /** `version`: the version the change was made from (absent: the change applies whatever happened since). */
    async update(actor: Actor, id: string, input: Partial<Create>, version?: number): Promise<Out> {
      return writeTransaction(db, actor, async (tx, me) => {
        const values = await config.toValues(input, tx, id);
        const [existing] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!existing) throw missing();
        await checkVersion(tx, existing, version);
        const before = await present(tx, existing as Row);
        const [row] = Object.keys(values).length
          ? await tx
              .update(table)
              .set({ ...values, version: nextVersion(table.version) })
              .where(eq(table.id, id))
              .returning()
          : [existing];
        await config.afterWrite?.(tx, id, input);
        const after = await present(tx, row as Row);
        const changes = changesBetween(before, after, Object.keys(input));
        await recordAudit(tx, { by: me, action: 'update', entity, entityId: keyOf(row), details: { changes } });
        return after;
      });
    },

    async remove(actor: Actor, id: string, version?: number): Promise<Out> {
      const inUse = (usages: Usage[]) =>
        conflict(usages.length ? `${label} is still used by ${usages.map((u) => u.text).join(' and ')}` : `${label} is still in use`, 'delete.in_use', {
          entity_key: `resources.${config.name}.name`,
          ...(usages.length && { counts: Object.fromEntries(usages.map((u) => [u.kind, u.count])) }),
        });
      const attempt = writeTransaction(db, actor, async (tx, me) => {
        const [existing] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!existing) throw missing();
        await checkVersion(tx, existing, version);
        const usages = (await config.usages?.(tx, id)) ?? [];
        if (usages.length) throw inUse(usages);
        const removed = await present(tx, existing as Row);
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, { by: me, action: 'delete', entity, entityId: keyOf(existing) });
        return removed;
      });
      // A reference the usages do not count, or one added between their count and the delete, still
      // stops it: a 409 naming what uses it as counted now, on either database.
      return attempt.catch(async (error) => {
        if (!isStillReferenced(error)) throw error;
        throw inUse((await db.transaction(async (tx) => config.usages?.(tx as Tx, id))) ?? []);
      });
    },
  };
}

/** A create's input as the audit keeps it: a reference by the record it names (`{ _id, name }`), so the log reads names, not ids. */
function auditedInput(input: unknown, created: unknown): Record<string, unknown> {
  const answer = created as Record<string, unknown>;
  const embedded = (value: unknown) => typeof value === 'object' && value !== null && '_id' in value;
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([key, value]) => [key, embedded(answer[key]) ? answer[key] : value]));
}

/** What still uses a record: how many of which kind, and in English ("3 users"). */
export interface Usage {
  kind: string;
  count: number;
  text: string;
}

/** "3 users" / "1 user" of a kind, or nothing when there are none. */
export const usage = (n: number, singular: string, plural = `${singular}s`): Usage[] =>
  n > 0 ? [{ kind: plural, count: n, text: `${n} ${n === 1 ? singular : plural}` }] : [];
