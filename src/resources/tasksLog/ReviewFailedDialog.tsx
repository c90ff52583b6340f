import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** A failed review shows an error dialog with the server's message, else "Action failed". */
export function ReviewFailedDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{translate('resources.tasksLog.review.failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message && translate(message, { _: message })}</DialogContentText>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

/** The review queue's dialogs close with one "OK", focused so Enter or Escape dismisses them. */
export function CloseActions({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        {translate('resources.tasksLog.review.close')}
      </Button>
    </DialogActions>
  );
}
