import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, useTranslate } from 'react-admin';
import { ListCount } from './ListCount.tsx';
import { ListExportButton } from './ListExportButton.tsx';
import type { EntityDeclaration } from '@entities/types.ts';

/**
 * The list's title (its menu label) with its row count, then Columns while a table is shown,
 * Export CSV when declared, the screen's own buttons, and Add when the declaration has a form.
 */
export function ListHeader({ schema, columns, children }: { schema: EntityDeclaration; columns: boolean; children?: ReactNode }) {
  const translate = useTranslate();
  const one = translate(`resources.${schema.name}.name`, { smart_count: 1 });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5 }}>
      <Typography variant="h5" component="h1">
        {translate(`resources.${schema.name}.menu`)}
      </Typography>
      <ListCount />
      {columns && <ColumnsButton />}
      <ListExportButton schema={schema} />
      {children}
      {schema.form && <CreateButton variant="contained" label={translate('app.list.add', { name: one })} />}
    </Stack>
  );
}
