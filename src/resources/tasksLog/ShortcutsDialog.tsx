import { Box, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CloseActions } from './ReviewFailedDialog.tsx';

/** Each shortcut's keys and its message key under `resources.tasksLog.shortcuts`. */
const SHORTCUTS = [
  [['j', '↓'], 'next'],
  [['k', '↑'], 'previous'],
  [['x'], 'select'],
  [['c'], 'confirm'],
  [['r'], 'reject'],
  [['Enter'], 'answer'],
  [['Space'], 'screenshot'],
  [['?'], 'help'],
  [['/', 'Ctrl+K'], 'search'],
] as const;

/** The list of the review queue's keyboard shortcuts (the `?` key). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{translate('resources.tasksLog.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map(([keys, action]) => (
              <TableRow key={action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key) => (
                    <Box
                      key={key}
                      component="kbd"
                      sx={{ px: 0.75, py: 0.25, mr: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace' }}
                    >
                      {key === 'Space' || key === 'Enter' ? translate(`resources.tasksLog.shortcuts.key_${key.toLowerCase()}`) : key}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{translate(`resources.tasksLog.shortcuts.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
