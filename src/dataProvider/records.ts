import type { RaRecord } from 'react-admin';
import { toFormValue } from '@/dataProvider/formValues.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/** A row of the API as a react-admin record: `id` taken from the schema's id field. */
export const toRecord = (schema: EntityDeclaration, row: Record<string, unknown>): RaRecord => ({ ...row, id: row[schema.idField] ?? row.id }) as RaRecord;

/**
 * The request body of a save: the form's inputs only (never `id`, `_id` or `createdAt`), references
 * as ids, and on edit without the inputs that are read-only there (the coupon code is in the path).
 */
export function toApiBody(schema: EntityDeclaration, data: Record<string, unknown>, mode: 'create' | 'edit'): Record<string, unknown> {
  const readOnly = mode === 'edit' ? (schema.form?.readOnlyOnEdit ?? []) : [];
  const inputs = (schema.form?.inputs ?? []).filter((source) => !readOnly.includes(source) && data[source] !== undefined);
  return Object.fromEntries(inputs.map((source) => [source, toFormValue(schema.fields[source].kind, data[source])]));
}

/**
 * A record's version (a number our server raises at each change), or undefined: the production
 * backend's records have none, and a write then carries none. Takes the record or the number.
 */
export const versionOf = (recordOrVersion: unknown): number | undefined => {
  const version = typeof recordOrVersion === 'object' && recordOrVersion !== null ? (recordOrVersion as { version?: unknown }).version : recordOrVersion;
  return Number.isInteger(version) && (version as number) > 0 ? (version as number) : undefined;
};
