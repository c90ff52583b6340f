import { defineEntity } from './define-entity.ts';

/**
 * A record that is only a name (engagement types, social platforms): full CRUD on `path` and
 * `path/:id`, one name column, one name input, searched by name.
 */
export const namedEntity = <const N extends string>(name: N, icon: string, path: string, table: string) =>
  defineEntity({
    name,
    table,
    icon,
    idField: '_id',
    recordRepresentation: 'name',
    api: { list: `${path}/`, create: `${path}/`, update: `${path}/:id`, delete: `${path}/:id` },
    list: { columns: ['name'], actions: ['edit', 'delete'], search: ['name'] },
    form: { inputs: ['name'] },
    fields: { name: { kind: 'text', required: true } },
  });
