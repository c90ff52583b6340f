import type { FieldLabels } from '@/http/serverMessage.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/** The message key of a field's label: `resources.<name>.fields.<source>`, as react-admin derives it. */
export const fieldLabel = (schema: EntityDeclaration, source: string) => `resources.${schema.name}.fields.${source}`;

/** Every declared field's label key: what the server's refusals of the entity's requests name. */
export const fieldLabels = (schema: EntityDeclaration): FieldLabels =>
  Object.fromEntries(Object.keys(schema.fields).map((source) => [source, fieldLabel(schema, source)]));
