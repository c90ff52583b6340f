import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export interface ShownPassword {
  name: string;
  password: string;
}

const TITLE_ID = 'team-password-title';

/**
 * A password the server answered once (a new account's, a reset's): shown with a copy button until
 * the admin closes it; it is kept nowhere else. Clicking outside does not close it by accident.
 */
export function PasswordShownOnce({ shown, onClose }: { shown: ShownPassword | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown!.password);
      notify('resources.team.password_dialog.copied', { type: 'success' });
    } catch {
      notify('resources.team.password_dialog.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Dialog open={!!shown} onClose={(_, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{translate('resources.team.password_dialog.title', { name: shown?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.team.password_dialog.content', { name: shown?.name ?? '' })}</DialogContentText>
        <Box
          component="output"
          data-testid="shown-password"
          sx={{
            display: 'block',
            mt: 2,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 18,
            wordBreak: 'break-all',
            userSelect: 'all',
          }}
        >
          {shown?.password}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('resources.team.password_dialog.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.team.password_dialog.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
