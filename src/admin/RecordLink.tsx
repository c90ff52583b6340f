import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router-dom';
import { valueAt } from '@/dataProvider/listParams.ts';
import type { FieldDeclaration } from '@entities/types.ts';
import { CELL_TEXT } from './cellText.ts';

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
    <Link className={CELL_TEXT.link} to={createPath({ resource: link.to, id, type: 'show' })} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/**
 * A cell linked where its field leads to a record's page: its declared `link`, else a reference to
 * an entity that has record pages (a withdrawal's user opens the user's page).
 */
export function FieldLink({ source, field, children }: { source: string; field: FieldDeclaration; children: ReactNode }) {
  const definitions = useResourceDefinitions();
  const target =
    field.kind === 'reference' && field.reference && definitions[field.reference]?.hasShow ? { to: field.reference, id: `${source}._id` } : undefined;
  const link = field.link ?? target;
  return link ? <RecordLink link={link}>{children}</RecordLink> : children;
}
