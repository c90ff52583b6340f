import type { IconKey, ResourceSchema } from './schemaTypes.ts';

/**
 * The schema of a plain `{ _id, name }` entity with full CRUD on `path` and `path/:id`
 * (engagement types, social platforms): one name column, one name input.
 */
export const namedEntitySchema = (name: string, icon: IconKey, path: string) =>
  ({
    name,
    icon,
    idField: '_id',
    recordRepresentation: 'name',
    api: { list: `${path}/`, create: `${path}/`, update: `${path}/:id`, delete: `${path}/:id` },
    list: { columns: ['name'], actions: ['edit', 'delete'] },
    form: { inputs: ['name'] },
    fields: { name: { kind: 'text' } },
  }) satisfies ResourceSchema;
