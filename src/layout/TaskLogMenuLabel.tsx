import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormats } from '@/i18n/formats.ts';
import { useTaskLogCounts } from '@/resources/tasksLog/useTaskLogCounts.ts';

/** "Tasks Log" with the number of submissions waiting for review, where the server counts them. */
export function TaskLogMenuLabel() {
  const translate = useTranslate();
  const { count } = useFormats();
  const counts = useTaskLogCounts();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {translate('resources.tasksLog.menu')}
      {counts !== undefined && counts.pending > 0 && (
        <Chip
          size="small"
          color="primary"
          label={count(counts.pending)}
          aria-label={translate('resources.tasksLog.pending_badge', { smart_count: counts.pending })}
          sx={{ height: 20, fontSize: 12 }}
        />
      )}
    </Box>
  );
}
