import { createSvgIcon } from '@mui/material';
import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import { SchemaList } from './SchemaList.tsx';

/**
 * A declaration as a `<Resource>`: only a list (add/edit are modals over it), and the icon its
 * declaration draws (the menu shows `resources.<name>.menu`). A screen with its own behaviour
 * passes its list component; it should still render `SchemaList` inside.
 */
export function buildResource(schema: EntityDeclaration, list?: ComponentType) {
  const hasForm = !!schema.form;
  return (
    <Resource
      key={schema.name}
      name={schema.name}
      list={list ?? (() => <SchemaList schema={schema} />)}
      hasCreate={hasForm}
      hasEdit={hasForm}
      icon={createSvgIcon(<path d={schema.icon} />, schema.name)}
      recordRepresentation={schema.recordRepresentation}
    />
  );
}
