import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resolvePath } from '@/dataProvider/paths.ts';
import { SessionsList } from '@/security/SessionsList.tsx';

/** A team member's sessions, from their row: each can be ended, or all at once. */
export function MemberSessionsDialog({ open, id, name, onClose }: { open: boolean; id: string; name: string; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="member-sessions-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-sessions-title">{translate('resources.team.sessions.title', { name })}</DialogTitle>
      <DialogContent>
        {open && <SessionsList path={resolvePath('/admin/admins/:id/sessions', id)} endAllLabel={translate('resources.team.sessions.end_all')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.team.sessions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
