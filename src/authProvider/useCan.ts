import { useMemo } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import type { EntityDeclaration } from '@entities/types.ts';
import type { ConsoleAction } from './access.ts';

/** Whether the signed-in role may do this on the current resource (or the one named); false until known. */
export function useCan(action: ConsoleAction, resource?: string): boolean {
  const current = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? current ?? '', action });
  return canAccess === true;
}

/** The declaration with only the row actions the role may use: no Actions column for a role that may use none. */
export function useAllowedRowActions<T extends EntityDeclaration>(schema: T): T {
  const canEdit = useCan('edit', schema.name);
  const canDelete = useCan('delete', schema.name);
  return useMemo(() => {
    const actions = (schema.list.actions ?? []).filter((action) => (action === 'edit' ? canEdit : canDelete));
    return { ...schema, list: { ...schema.list, actions } };
  }, [schema, canEdit, canDelete]);
}
