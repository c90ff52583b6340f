import { eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration } from '../../entities/types.ts';
import type { Db } from '../db/client.ts';
import { badRequest, recordNotFound } from '../errors.ts';
import type { Tx } from '../writes/audit.ts';
import { createCrudService, type CrudConfig, type Usage } from '../writes/crud.ts';
import type { Actor } from '../writes/write-transaction.ts';
import type { ListDefinition } from '../lists/lister.ts';
import { auditEntityOf } from '../../entities/audit.ts';
import { columnName, columnsOf, fromColumns, isEditable, toColumns } from './field-values.ts';
import { DeclarationError } from './declaration-error.ts';
import { singularLabel } from './labels.ts';
import { derivedSearch, derivedSorts } from './list-derivation.ts';
import { checkReferences, declaredUsages, embedReferences, joinedIds, joinedRows, referenceJoins } from './reference-joins.ts';
import { entityWriteError } from './write-errors.ts';
import { filterFields, rowSchema } from './field-schemas.ts';
import Value from 'typebox/value';

type Row = Record<string, unknown>;
type Input = Record<string, unknown>;

/**
 * What a declaration cannot say: the few business rules of an entity. Everything here is optional;
 * a plain entity needs none of it.
 */
export interface EntityHooks {
  /** Column values of a create or (partial) update body (`id`: the record updated), replacing the derived conversion (references checked with their own messages). */
  toValues?(input: Input, tx: Tx, id?: string): Promise<Row> | Row;
  /** Rows that belong to the record (a task's engagement links), written in the same transaction. */
  afterWrite?(tx: Tx, id: string, input: Input): Promise<void>;
  /** What still uses the record ("3 users"), which forbids deleting it with a 409. */
  usages?(tx: Tx, id: string): Promise<Usage[]>;
  /** The list's query where it is not the table alone (joins for embedded records, searches through them); sorts and filters add to the derived ones. */
  list?: Partial<ListDefinition<never, unknown>>;
}

/** The audit log's name of a writable entity: its fixed name in entities/audit.ts, else the entity's own. */
export const auditName = (declaration: EntityDeclaration) => auditEntityOf(declaration.name) ?? declaration.name;

/** The create, update, delete and list service of a declared entity over its table. */
export function createEntityService<Out = Record<string, unknown>>(db: Db, declaration: EntityDeclaration, table: PgTable, hooks: EntityHooks = {}) {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const mapped = columnsOf(declaration, columns);
  const unstored = (declaration.form?.inputs ?? []).find((source) => declaration.fields[source].kind !== 'referenceMany' && !mapped[source]);
  if (unstored)
    throw new DeclarationError(
      `entities/${declaration.name}.ts field "${unstored}": no column "${columnName(unstored, declaration.fields[unstored])}" in its table`,
    );
  if (isEditable(declaration) && !columns.version)
    throw new DeclarationError(
      `entities/${declaration.name}.ts: its table has no "version" column (add \`version: versionColumn()\` from server/db/schema/columns.ts)`,
    );
  const label = singularLabel(declaration);
  const usedBy = declaredUsages(declaration);
  const answerSchema = rowSchema(declaration);
  const references = referenceJoins(declaration, mapped);
  // An entity listing itself (its own rows and joins) sorts and searches only what its list says.
  const joins = hooks.list ? [] : references;
  const idTable = table as PgTable & { id: PgColumn };
  // References are joined from the declaration: rows carry each target's representation.
  const joined: Partial<ListDefinition<Row, Out>> = joins.length
    ? {
        rows: (db) => joinedRows(db, table, joins),
        matching: (db) => joinedIds(db, idTable, joins),
        toApi: (rows) => rows.map((row) => embedReferences(joins, row, fromColumns(declaration, row)) as Out),
      }
    : {};
  const own = (hooks.list ?? joined) as Partial<ListDefinition<Row, Out>>;
  const list: Partial<ListDefinition<Row, Out>> = {
    ...own,
    sortable: { ...derivedSorts(declaration, mapped, columns, joins), ...own.sortable },
    searchable: own.searchable ?? derivedSearch(declaration, mapped, joins),
    filters: { ...Object.fromEntries(filterFields(declaration).flatMap((source) => (mapped[source] ? [[source, mapped[source]]] : []))), ...own.filters },
    ...(declaration.idField !== '_id' && mapped[declaration.idField] && { key: mapped[declaration.idField] }),
  };
  const config = {
    table: table as CrudConfig<Row, Input, Out>['table'],
    label,
    entity: auditName(declaration),
    name: declaration.name,
    auditKey: declaration.idField === '_id' ? undefined : (row: Row) => String(row[columnName(declaration.idField, declaration.fields[declaration.idField])]),
    toValues: async (input: Input, tx: Tx, id?: string) => {
      await checkReferences(tx, references, input);
      return hooks.toValues ? hooks.toValues(input, tx, id) : toColumns(declaration, input);
    },
    afterWrite: hooks.afterWrite,
    answerFits: (answer: unknown) => Value.Check(answerSchema, answer),
    usages: async (tx: Tx, id: string) => [...(await usedBy(tx, id)), ...((await hooks.usages?.(tx, id)) ?? [])],
    ...(own.toApi ? { list: list as ListDefinition<Row, Out> } : { toApi: (row: Row) => fromColumns(declaration, row) as Out, list }),
  } as CrudConfig<Row, Input, Out>;
  const crud = createCrudService<Row, Input, Out>(db, config);
  const onError = entityWriteError(declaration, label);
  const { idOf, sameKey } = keyOf(db, declaration, mapped, columns, label);
  return {
    label,
    lister: crud.lister,
    idOf,
    create: (actor: Actor, input: Input) => crud.create(actor, input).catch(onError),
    /**
     * The id field names the record and never changes: a body naming another record is a 400; so is
     * one with nothing to change (its version or its own key alone), which would write nothing but
     * an activity entry.
     */
    async update(actor: Actor, key: string, input: Input) {
      const { [declaration.idField]: sent, version, ...changes } = input;
      if (sent !== undefined && !sameKey(String(sent), key))
        throw badRequest(`${declaration.idField} cannot be changed`, 'validation.key_change', { field: declaration.idField });
      if (!Object.keys(changes).length) throw badRequest('Send at least one field to change: a version alone changes nothing', 'validation.nothing_to_change');
      return crud.update(actor, await idOf(key), changes, version as number | undefined).catch(onError);
    },
    remove: async (actor: Actor, key: string, version?: number) => crud.remove(actor, await idOf(key), version),
  };
}

/**
 * How a path's key finds the record: `_id` is the id itself; another id field (a coupon's code) is
 * looked up, trimmed and, when its uniqueness ignores case, ignoring case.
 */
function keyOf(db: Db, declaration: EntityDeclaration, mapped: Record<string, AnyColumn>, columns: Record<string, AnyColumn>, label: string) {
  const column = declaration.idField === '_id' ? undefined : mapped[declaration.idField];
  const ignoreCase = declaration.fields[declaration.idField]?.unique === 'ignoreCase';
  const normal = (key: string) => (ignoreCase ? key.trim().toLowerCase() : key.trim());
  return {
    sameKey: (a: string, b: string) => normal(a) === normal(b),
    async idOf(key: string): Promise<string> {
      if (!column) return key;
      const match = ignoreCase ? sql`lower(${column}) = lower(${key.trim()})` : eq(column, key.trim());
      const [row] = await db
        .select({ id: sql<string>`${columns.id}` })
        .from(column.table)
        .where(match);
      if (!row) throw recordNotFound(label, declaration.name);
      return row.id as string;
    },
  };
}

export type EntityService = ReturnType<typeof createEntityService>;
