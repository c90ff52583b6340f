import type { FieldKind, EntityDeclaration } from '@entities/types.ts';

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? ((value as Record<string, unknown>)._id ?? (value as Record<string, unknown>).id) : value;

/**
 * The contract embeds referenced records in answers (`socialPlatform: { _id, name }`) but takes
 * ids in requests; forms work on ids. React-free, so the data provider can use it too.
 */
export const toFormValue = (kind: FieldKind, value: unknown): unknown => {
  if (kind === 'reference') return idOf(value);
  if (kind === 'referenceMany') return Array.isArray(value) ? value.map(idOf) : value;
  return value;
};

/** A record's form inputs as the form edits them (ids for references), the rest untouched. */
export function toFormRecord<T extends Record<string, unknown>>(schema: EntityDeclaration, record: T): T {
  const inputs = schema.form?.inputs ?? [];
  return { ...record, ...Object.fromEntries(inputs.map((source) => [source, toFormValue(schema.fields[source].kind, record[source])])) };
}
