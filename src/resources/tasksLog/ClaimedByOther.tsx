import LockClockIcon from '@mui/icons-material/LockClock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { useCan } from '@/authProvider/useCan.ts';
import { resolvePath } from '@/dataProvider/paths.ts';
import schema from '@entities/tasksLog.ts';
import { useFormats } from '@/i18n/formats.ts';

/**
 * In place of Confirm and Reject on a row another reviewer holds in their queue: "Being reviewed
 * by Ada until 10:42", and for an admin, Release (asked first), so someone else may review it.
 */
export function ClaimedByOther({ name }: { name: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { timeOfDay } = useFormats();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayRelease = useCan('release');
  const [asking, setAsking] = useState(false);
  const [releasing, setReleasing] = useState(false);
  if (!record) return null;
  const until = typeof record.claimedUntil === 'string' ? timeOfDay(record.claimedUntil) : undefined;
  const label = translate(until ? 'resources.tasksLog.claims.by_until' : 'resources.tasksLog.claims.by', { name, time: until });
  const release = async () => {
    setReleasing(true);
    try {
      await dataProvider.request(resolvePath(schema.api.queue!.release, record.id), {
        method: 'DELETE',
        fallback: 'resources.tasksLog.errors.fetch',
      });
      notify('resources.tasksLog.claims.released', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setReleasing(false);
      setAsking(false);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={label}>
        <Box component="span" role="img" aria-label={label} tabIndex={0} sx={{ display: 'inline-flex', px: 0.75 }}>
          <LockClockIcon fontSize="small" color="info" />
        </Box>
      </Tooltip>
      {mayRelease && (
        <>
          <Tooltip title={translate('resources.tasksLog.claims.release')} describeChild>
            <IconButton aria-label={translate('resources.tasksLog.claims.release')} size="small" onClick={() => setAsking(true)} disabled={releasing}>
              <LockOpenIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Confirm
            isOpen={asking}
            loading={releasing}
            title="resources.tasksLog.claims.release_title"
            content={translate('resources.tasksLog.claims.release_content', { name })}
            confirm="resources.tasksLog.claims.release"
            onConfirm={() => void release()}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </Stack>
  );
}
