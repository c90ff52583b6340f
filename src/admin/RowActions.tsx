import { Stack } from '@mui/material';
import { EditButton } from 'react-admin';
import { DeleteConfirmButton } from './DeleteConfirmButton.tsx';
import type { EntityDeclaration } from '@entities/types.ts';

/**
 * The Actions cell: edit opens the modal (via the URL), delete asks first. Clicks in it (its
 * confirm dialog's too: React bubbles them through the portal) never reach a clickable row.
 */
export function RowActions({ actions }: { actions: NonNullable<EntityDeclaration['list']['actions']> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {actions.includes('edit') && <EditButton />}
      {actions.includes('delete') && <DeleteConfirmButton />}
    </Stack>
  );
}
