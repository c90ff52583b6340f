import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { readList } from '@/http/envelope.ts';
import { serverMessage } from '@/http/serverMessage.ts';
import { RetryAlert } from '@/admin/RetryAlert.tsx';
import { SHORT_DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';

export interface Session {
  id: string;
  browser: string | null;
  os: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

/**
 * An account's live sessions, one per row (device, address, started, last seen, "This device"),
 * each with End; `endAll` ends the rest ("sign out everywhere else", or every session of a member).
 * Rows wrap on a phone rather than scroll sideways.
 */
export function SessionsList({ path, endAllLabel, showEndAll = true }: { path: string; endAllLabel: string; showEndAll?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { dateTimes } = useFormats();
  const sessions = useQuery({
    queryKey: ['sessions', path],
    queryFn: async () => readList((await dataProvider.request(path, { fallback: 'app.error.network' })).json) as unknown as Session[],
  });
  const end = useMutation({
    mutationFn: (target: string) => dataProvider.request(target, { method: 'DELETE', fallback: 'app.error.network' }),
    onSuccess: ({ json }) => notify(serverMessage(json) || 'server.session.ended', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions', path] }),
  });
  const when = (iso: string) => new Date(iso).toLocaleString(dateTimes, SHORT_DATE_TIME_FORMAT);

  if (sessions.isError)
    return (
      <RetryAlert onRetry={() => sessions.refetch()} retrying={sessions.isFetching}>
        {translate((sessions.error as Error).message, { _: (sessions.error as Error).message })}
      </RetryAlert>
    );
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current);
  return (
    <Stack divider={<Divider flexItem />} spacing={1}>
      {sessions.isPending && <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}
      {rows.map((row) => (
        <Box key={row.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {row.browser && row.os
                ? translate('app.security.sessions.device_value', { browser: row.browser, os: row.os })
                : (row.browser ?? row.os ?? translate('app.security.sessions.unknown_device'))}{' '}
              {row.current && <Chip size="small" color="success" label={translate('app.security.sessions.current')} sx={{ ml: 0.5 }} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                `${translate('app.security.sessions.address')}: ${row.address ?? '—'}`,
                `${translate('app.security.sessions.started')}: ${when(row.startedAt)}`,
                `${translate('app.security.sessions.last_seen')}: ${when(row.lastSeenAt)}`,
              ].join(' · ')}
            </Typography>
          </Box>
          <Button size="small" color="error" onClick={() => end.mutate(`${path}/${row.id}`)} disabled={end.isPending}>
            {translate('app.security.sessions.end')}
          </Button>
        </Box>
      ))}
      {sessions.isSuccess && rows.length === 0 && <Alert severity="info">{translate('app.security.sessions.none')}</Alert>}
      {showEndAll && others.length > 0 && (
        <Box>
          <Button variant="outlined" color="error" onClick={() => end.mutate(path)} disabled={end.isPending}>
            {endAllLabel}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
