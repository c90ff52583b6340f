import { createSvgIcon } from '@mui/material';
import type { ComponentType } from 'react';
import { CanAccess, Resource } from 'react-admin';
import { AccessDenied } from '@/layout/AccessDenied.tsx';
import type { EntityDeclaration } from '@entities/types.ts';
import { SchemaList } from './SchemaList.tsx';

/**
 * A declaration as a `<Resource>`: a list (add/edit are modals over it) and, where a screen gives
 * one, a record page (`Show`), shown to the roles
 * that may read it, and the icon its
 * declaration draws (the menu shows `resources.<name>.menu`). A screen with its own behaviour
 * passes its list component; it should still render `SchemaList` inside.
 */
export function buildResource(schema: EntityDeclaration, List?: ComponentType, Show?: ComponentType) {
  const hasForm = !!schema.form;
  // A role that may not read the list gets "Access denied" at its URL, before any request is sent.
  const guarded = () => (
    <CanAccess action="list" resource={schema.name} accessDenied={<AccessDenied />}>
      {List ? <List /> : <SchemaList schema={schema} />}
    </CanAccess>
  );
  const guardedShow = Show
    ? () => (
        <CanAccess action="show" resource={schema.name} accessDenied={<AccessDenied />}>
          <Show />
        </CanAccess>
      )
    : undefined;
  return (
    <Resource
      key={schema.name}
      name={schema.name}
      list={guarded}
      show={guardedShow}
      hasCreate={hasForm}
      hasEdit={hasForm}
      icon={createSvgIcon(<path d={schema.icon} />, schema.name)}
      recordRepresentation={schema.recordRepresentation}
    />
  );
}
