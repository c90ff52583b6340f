import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { type RaRecord, RecordContextProvider, useGetMany, useTranslate } from 'react-admin';
import tasksLog from '@entities/tasksLog.ts';
import { DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { ChoiceCell, isHttpUrl } from './cells.tsx';
import { FrozenCell } from './FlagCells.tsx';
import { shortId, useFlagWords, type FlagAnswer } from './flagWords.ts';

/** One submission's side: who, when, its status, its post link and its screenshot. */
function Side({ title, record }: { title: string; record?: RaRecord }) {
  const translate = useTranslate();
  const { dateTimes } = useFormats();
  const user = record?.userId as { name?: string | null; email?: string } | undefined;
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {record && (
        <RecordContextProvider value={record}>
          <Stack spacing={0.5} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              {user?.name || user?.email}{' '}
              {user?.name && (
                <Typography component="span" variant="caption">
                  {user.email}
                </Typography>
              )}
            </Typography>
            <FrozenCell source="userId.frozen" field={tasksLog.fields['userId.frozen']} />
            <Typography variant="body2">{new Date(String(record.createdAt)).toLocaleString(dateTimes, DATE_TIME_FORMAT)}</Typography>
            <Box>
              <ChoiceCell source="status" field={tasksLog.fields.status} />
            </Box>
            {isHttpUrl(record.proofUrl) && (
              <Link href={record.proofUrl.trim()} target="_blank" rel="noopener noreferrer" variant="body2">
                {record.proofUrl}
              </Link>
            )}
            {isHttpUrl(record.proofImageUrl) && (
              <Box
                component="img"
                src={record.proofImageUrl.trim()}
                alt={translate('resources.tasksLog.fields.proofImageUrl')}
                referrerPolicy="no-referrer"
                sx={{
                  display: 'block',
                  width: '100%',
                  maxWidth: 240,
                  maxHeight: 320,
                  objectFit: 'contain',
                  objectPosition: 'top',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </Stack>
        </RecordContextProvider>
      )}
    </Box>
  );
}

/** A reuse flag opened: this submission and the one it copies, side by side (one above the other on a phone). */
export function FlagCompareDialog({ record, flag, onClose }: { record: RaRecord; flag: FlagAnswer; onClose(): void }) {
  const translate = useTranslate();
  const words = useFlagWords();
  const id = useId();
  const { data: [other] = [] } = useGetMany('tasksLog', { ids: [flag._id!] });
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="md">
      <DialogTitle id={id}>{words.chip(flag)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {words.explain(flag)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Side title={translate('app.flags.compare.this', { id: shortId(String(record.id)) })} record={record} />
          <Side title={translate('app.flags.compare.other', { id: shortId(flag._id!) })} record={other ?? { ...flag, id: flag._id }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
