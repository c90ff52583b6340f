import { count, eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { entities } from '../../entities/index.ts';
import type { EntityDeclaration, FieldDeclaration } from '../../entities/types.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import type { Tx } from '../writes/audit.ts';
import type { Usage } from '../writes/crud.ts';
import { viaRelated } from '../lists/search.ts';
import type { SortSpec } from '../lists/sort.ts';
import { missingIds } from '../writes/references.ts';
import { columnName } from './field-values.ts';
import { englishMessage } from './labels.ts';
import { DeclarationError } from './declaration-error.ts';
import { entityTable } from './tables.ts';

type Row = Record<string, unknown>;

/** A `reference` field stored in the entity's own table, joined to its target for the target's representation. */
export interface ReferenceJoin {
  source: string;
  field: FieldDeclaration;
  /** The table property holding the target's id (the field's `column`, else its name). */
  keyProperty: string;
  foreignKey: AnyColumn;
  /** The target's table and columns, as stored (for searches and existence checks)… */
  target: PgTable & { id: PgColumn };
  display: AnyColumn;
  /** …and under the join's own alias (for rows and sorts). */
  joined: PgTable;
  joinedId: PgColumn;
  joinedDisplay: PgColumn;
}

const byName = new Map(entities.map((declaration) => [declaration.name, declaration]));

/** The declaration a reference points to; one that names no declared entity stops the server. */
export function targetOf(declaration: EntityDeclaration, source: string): EntityDeclaration {
  const name = declaration.fields[source].reference ?? '';
  const target = byName.get(name);
  if (!target) throw new DeclarationError(`Entity "${declaration.name}" field "${source}": reference "${name}" is not a declared entity`);
  return target;
}

/** The row property carrying a reference's joined representation. */
const displayKey = (source: string) => `${source}:display`;

/** Every single reference of a declaration whose key is a column of its table. */
export function referenceJoins(declaration: EntityDeclaration, mapped: Record<string, AnyColumn>): ReferenceJoin[] {
  return Object.entries(declaration.fields).flatMap(([source, field]) => {
    if (field.kind !== 'reference' || !mapped[source]) return [];
    const targetDeclaration = targetOf(declaration, source);
    const target = entityTable(targetDeclaration) as (PgTable & { id: PgColumn }) | undefined;
    if (!target) throw new DeclarationError(`Entity "${declaration.name}" field "${source}": the table of "${targetDeclaration.name}" is missing`);
    const shown = field.display ?? targetDeclaration.recordRepresentation;
    const displayProperty = columnName(shown, targetDeclaration.fields[shown] ?? { kind: 'text' });
    const display = (getTableColumns(target) as Record<string, AnyColumn>)[displayProperty];
    if (!display) throw new DeclarationError(`Entity "${declaration.name}" field "${source}": "${shown}" is not a column of "${targetDeclaration.name}"`);
    const joined = alias(target, `${declaration.name}_${source}_ref`) as unknown as PgTable & Record<string, PgColumn>;
    return [
      {
        source,
        field,
        keyProperty: columnName(source, field),
        foreignKey: mapped[source],
        target,
        display,
        joined,
        joinedId: joined.id,
        joinedDisplay: joined[displayProperty],
      },
    ];
  });
}

/** The table's rows with each reference's representation, joined (left: an optional reference may be empty). */
export function joinedRows(db: Db, table: PgTable, joins: ReferenceJoin[]): PgSelect {
  let query = db
    .select({ ...getTableColumns(table), ...Object.fromEntries(joins.map((join) => [displayKey(join.source), join.joinedDisplay])) })
    .from(table)
    .$dynamic();
  for (const join of joins) query = query.leftJoin(join.joined, eq(join.joinedId, join.foreignKey));
  return query as unknown as PgSelect;
}

/** The table's ids, joined like its rows, so that a sort by a reference can order them. */
export function joinedIds(db: Db, table: PgTable & { id: PgColumn }, joins: ReferenceJoin[]): PgSelect {
  let query = db.select({ id: table.id }).from(table).$dynamic();
  for (const join of joins) query = query.leftJoin(join.joined, eq(join.joinedId, join.foreignKey));
  return query as unknown as PgSelect;
}

/** Each reference as answers show it: `{ _id, <display> }`, or null when it is empty. */
export function embedReferences(joins: ReferenceJoin[], row: Row, out: Row): Row {
  for (const join of joins) {
    const id = row[join.keyProperty];
    const shown = row[displayKey(join.source)];
    out[join.source] = id ? { _id: id, [join.field.display ?? 'name']: shown == null ? '' : String(shown) } : null;
  }
  return out;
}

/** Sorting by a reference orders by its representation (empty first), by page number only (a joined column has no keyset). */
export const referenceSorts = (joins: ReferenceJoin[], sorted: readonly string[]): Record<string, SortSpec> =>
  Object.fromEntries(
    joins.filter((join) => sorted.includes(join.source)).map((join) => [join.source, { by: [sql`coalesce(${join.joinedDisplay}, '')`], keyset: false }]),
  );

/** Searching a reference searches its target's representation. */
export const referenceSearch = (join: ReferenceJoin) => viaRelated(join.foreignKey, join.target.id, [join.display]);

/**
 * The referenced records of a create or update must exist: a 400 naming the field otherwise. Those
 * found stay key-share locked until the write commits, so a concurrent delete cannot remove them.
 */
export async function checkReferences(tx: Tx, joins: ReferenceJoin[], input: Row) {
  for (const join of joins) {
    const id = input[join.source];
    if (typeof id !== 'string' || !(await missingIds(tx, join.target, [id])).length) continue;
    const targetKey = `resources.${join.field.reference}.name`;
    const target = englishMessage(targetKey).split('||||')[0].trim().toLowerCase();
    throw badRequest(`${join.source} does not match any ${target}`, 'reference.missing', { field: join.source, target_key: targetKey });
  }
}

/**
 * What still uses a record, derived from every declaration that references its entity from its own
 * table: "3 withdrawal requests", counted under the referencing entity's name.
 */
export function declaredUsages(declaration: EntityDeclaration) {
  const referrers = entities.flatMap((other) =>
    Object.entries(other.fields).flatMap(([source, field]) => {
      if (field.kind !== 'reference' || field.reference !== declaration.name) return [];
      const table = entityTable(other);
      const column = table && (getTableColumns(table) as Record<string, AnyColumn>)[columnName(source, field)];
      return column ? [{ entity: other.name, column }] : [];
    }),
  );
  return async (tx: Tx, id: string): Promise<Usage[]> => {
    const usages: Usage[] = [];
    // One after the other: a transaction is one connection, which runs one statement at a time.
    for (const { entity, column } of referrers) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(column.table as PgTable)
        .where(eq(column, id));
      if (n > 0) usages.push({ kind: entity, count: n, text: `${n} ${englishName(entity, n)}` });
    }
    return usages;
  };
}

/** An entity's English name in the singular or plural, lower case: "withdrawal requests". */
const englishName = (entity: string, n: number) => {
  const [one, many = one] = englishMessage(`resources.${entity}.name`)
    .split('||||')
    .map((part) => part.trim());
  return (n === 1 ? one : many).toLowerCase();
};
