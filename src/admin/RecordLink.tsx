import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { valueAt } from '@/dataProvider/listParams.ts';
import type { FieldDeclaration } from '@entities/types.ts';

/**
 * A cell's content as a link to the record its field declares (`link`: a user's name opens the
 * user's page); the content alone when the row carries no id there (the production backend's rows).
 * The click stays on the link: a clickable row does not also act.
 */
export function RecordLink({ link, children }: { link: NonNullable<FieldDeclaration['link']>; children: ReactNode }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const id = valueAt(record, link.id);
  if (typeof id !== 'string' && typeof id !== 'number') return children;
  return (
    <Link component={RouterLink} to={createPath({ resource: link.to, id, type: 'show' })} onClick={(event) => event.stopPropagation()} underline="hover">
      {children}
    </Link>
  );
}
