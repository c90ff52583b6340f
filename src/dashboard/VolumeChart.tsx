import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { RetryAlert } from '@/admin/RetryAlert.tsx';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { NAIRA_FORMAT, useFormats } from '@/i18n/formats.ts';
import { useTransactionVolume } from './useTransactionVolume.ts';

const CHART_HEIGHT = 280;

/** Transaction volume, credits beside debits, for each of the last 30 days (server-summed); nothing on a server without the sum. */
export function VolumeChart() {
  const translate = useTranslate();
  const { numbers, dates, naira: formatNaira } = useFormats();
  const { data, error, isPending, refetch, isFetching } = useTransactionVolume();
  if (data === null) return null;
  const naira = (value: number | null) => formatNaira(value ?? 0);
  const shortNaira = (value: number | null) => (value ?? 0).toLocaleString(numbers, { ...NAIRA_FORMAT, notation: 'compact', minimumFractionDigits: 0 });
  const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(dates, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const sum = (key: 'credits' | 'debits') => (data ?? []).reduce((total, day) => total + day[key], 0);
  const summary = data && translate('app.volume.summary', { credits: naira(sum('credits')), debits: naira(sum('debits')) });
  return (
    <Card component="section" aria-labelledby="volume-title">
      <CardContent>
        <Typography id="volume-title" variant="h6" component="h2">
          {translate('app.volume.title')}
        </Typography>
        {summary && (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        )}
        {error ? (
          <RetryAlert sx={{ mt: 1 }} onRetry={refetch} retrying={isFetching}>
            {translate('app.volume.load_failed', { error: translate(error.message, { _: error.message }) })}
          </RetryAlert>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={CHART_HEIGHT} sx={{ mt: 1 }} />
        ) : (
          <Box role="img" aria-label={summary ?? ''} sx={{ minWidth: 0 }}>
            <BarChart
              dataset={data as unknown as Record<string, string | number>[]}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: dayLabel, tickLabelMinGap: 12 }]}
              yAxis={[{ valueFormatter: shortNaira, width: 64 }]}
              series={[
                { dataKey: 'credits', label: translate('app.volume.credits'), valueFormatter: naira, color: '#2e7d32' },
                { dataKey: 'debits', label: translate('app.volume.debits'), valueFormatter: naira, color: '#c62828' },
              ]}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
