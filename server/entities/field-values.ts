import type { AnyColumn } from 'drizzle-orm';
import type { EntityDeclaration, FieldDeclaration } from '../../entities/types.ts';
import { validDate } from '../shared/dates.ts';
import { toKobo, toNaira } from '../shared/money.ts';
import { httpUrl, requiredText } from '../shared/text.ts';

type Values = Record<string, unknown>;

/** The table property a field is stored in: its `column`, else its own name. */
export const columnName = (source: string, field: FieldDeclaration) => field.column ?? source;

/** Each declared field that has a column of its own in the table (not embedded records or dotted fields). */
export function columnsOf(declaration: EntityDeclaration, columns: Record<string, AnyColumn>): Record<string, AnyColumn> {
  return Object.fromEntries(
    Object.entries(declaration.fields).flatMap(([source, field]) => {
      const column = columns[columnName(source, field)];
      return column && field.kind !== 'referenceMany' ? [[source, column]] : [];
    }),
  );
}

/** A request value as the column stores it: trimmed text (a required one not blank), http(s) links, kobo, instants. */
function toColumn(source: string, field: FieldDeclaration, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return requiredText(value as string, source);
    case 'longText':
      return field.required ? requiredText(value as string, source) : (value as string).trim();
    case 'url':
      return httpUrl(value as string, source);
    case 'naira':
      return toKobo(value as number);
    case 'date':
    case 'dateTime':
      return validDate(value as string, source);
    default:
      return value;
  }
}

/** Column values of a create or partial update body: only the form's inputs that were sent. */
export function toColumns(declaration: EntityDeclaration, input: Values): Values {
  const values: Values = {};
  for (const source of declaration.form?.inputs ?? []) {
    const field = declaration.fields[source];
    if (input[source] === undefined || field.kind === 'referenceMany') continue;
    values[columnName(source, field)] = toColumn(source, field, input[source]);
  }
  return values;
}

/** A stored value as answers show it: naira, ISO instants. */
function fromColumn(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (field.kind === 'naira') return toNaira(value as number);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Whether admins change the entity's records (it declares an update path): such records carry a version. */
export const isEditable = (declaration: EntityDeclaration) => Boolean(declaration.api.update);

/** A row of a plain entity's table as the API shows it: `_id` from `id`, every declared field, and an editable record's version. */
export function fromColumns(declaration: EntityDeclaration, row: Values): Values {
  const out: Values = declaration.idField === '_id' ? { _id: row.id } : {};
  for (const [source, field] of Object.entries(declaration.fields)) out[source] = fromColumn(field, row[columnName(source, field)]);
  if (isEditable(declaration)) out.version = row.version;
  return out;
}
