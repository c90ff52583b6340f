import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import schema from '@entities/tasksLog.ts';

/**
 * Above a reviewer's claimed queue: how long its rows are held for them, and "Leave the queue",
 * which frees every row they hold for the others at once and takes them to the dashboard (staying
 * on the tab would claim a page again). Absent where the server has no claimed queue.
 */
export function ClaimedQueueBar() {
  const { meta } = useListContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [leaving, setLeaving] = useState(false);
  const path = schema.api.queue?.leave;
  if (!meta?.claimed || !path) return null;
  const leave = async () => {
    setLeaving(true);
    try {
      const { json } = await dataProvider.request(path, { method: 'DELETE', fallback: 'resources.tasksLog.errors.fetch' });
      const released = (json as { data: { released: number } }).data.released;
      notify('resources.tasksLog.claims.left', { type: 'info', messageArgs: { smart_count: released } });
      // A target a function gives is read within the admin (its dashboard); the string '/' would be the public landing page.
      redirect(() => '/');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setLeaving(false);
    }
  };
  return (
    <Box sx={{ px: 2, py: 0.5, display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {translate('resources.tasksLog.claims.held_for_you', { smart_count: meta.claimMinutes as number })}
      </Typography>
      <Button size="small" startIcon={<LogoutIcon />} onClick={() => void leave()} disabled={leaving}>
        {translate('resources.tasksLog.claims.leave')}
      </Button>
    </Box>
  );
}

/** An empty claimed queue whose rows all wait in other reviewers' hands says so, with how many. */
export function ClaimedQueueEmpty({ otherwise }: { otherwise: React.ReactElement }) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const held = meta?.claimed ? (meta.heldByOthers as number | undefined) : undefined;
  if (!held) return otherwise;
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate('resources.tasksLog.claims.all_held', { smart_count: held })}
    </Typography>
  );
}
