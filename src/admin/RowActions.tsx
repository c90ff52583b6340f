import { Stack } from '@mui/material';
import { EditButton } from 'react-admin';
import { DeleteConfirmButton } from './DeleteConfirmButton.tsx';
import type { EntityDeclaration } from '@entities/types.ts';

/**
 * The Actions cell: edit opens the modal (via the URL), delete asks first. Clicks in it (its
 * confirm dialog's too: React bubbles them through the portal) never reach a clickable row. The
 * buttons sit side by side, one above the other when a longer language leaves the column no room.
 */
export function RowActions({ actions }: { actions: NonNullable<EntityDeclaration['list']['actions']> }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {actions.includes('edit') && <EditButton />}
      {actions.includes('delete') && <DeleteConfirmButton />}
    </Stack>
  );
}
