import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { icons } from './icons.ts';
import { SchemaList } from './SchemaList.tsx';
import type { ResourceSchema } from './schemaTypes.ts';

/**
 * A schema as a `<Resource>`: only a list (add/edit are modals over it, react-admin-howto §2),
 * and its icon (the menu shows `resources.<name>.menu`). A screen with its own behaviour
 * passes its list component (issue 5); it should still render `SchemaList` inside.
 */
export function buildResource(schema: ResourceSchema, list?: ComponentType) {
  const hasForm = !!schema.form;
  return (
    <Resource
      key={schema.name}
      name={schema.name}
      list={list ?? (() => <SchemaList schema={schema} />)}
      hasCreate={hasForm}
      hasEdit={hasForm}
      icon={icons[schema.icon]}
      recordRepresentation={schema.recordRepresentation}
    />
  );
}
