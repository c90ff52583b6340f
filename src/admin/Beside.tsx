import type { ReactNode } from 'react';
import type { FieldDeclaration } from '@entities/types.ts';
import { CELL_TEXT } from './cellText.ts';
import { fieldKinds } from './fieldKinds.tsx';

/** A field's cell followed by the cell of the field it declares `beside` (a user's name, then their Frozen badge). */
export function Beside({ fields, field, children }: { fields: Record<string, FieldDeclaration>; field: FieldDeclaration; children: ReactNode }) {
  const other = field.beside ? fields[field.beside] : undefined;
  if (!other) return children;
  const { Cell } = fieldKinds[other.kind];
  return (
    <span className={CELL_TEXT.beside}>
      {children}
      <Cell source={field.beside!} field={other} />
    </span>
  );
}
