import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, useTranslate } from 'react-admin';
import { ListCount } from './ListCount.tsx';
import type { EntityDeclaration } from '@entities/types.ts';

/** The list's title (its menu label, as spec §2 names the screens) with its row count, and the Add button when the schema has a form. */
export function ListHeader({ schema, children }: { schema: EntityDeclaration; children?: ReactNode }) {
  const translate = useTranslate();
  const one = translate(`resources.${schema.name}.name`, { smart_count: 1 });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5 }}>
      <Typography variant="h5" component="h1">
        {translate(`resources.${schema.name}.menu`)}
      </Typography>
      <ListCount />
      {children}
      {schema.form && <CreateButton variant="contained" label={translate('app.list.add', { name: one })} />}
    </Stack>
  );
}
