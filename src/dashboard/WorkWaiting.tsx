import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormats } from '@/i18n/formats.ts';
import { useWorkWaiting, type WorkWaitingCount } from './useWorkWaiting.ts';
import { waitingAge } from './waitingAge.ts';

/** What needs someone today: pending reviews (and the oldest one's age), failed transactions today, coupons expiring this week; each opens its filtered list. */
export function WorkWaiting() {
  const translate = useTranslate();
  const counts = useWorkWaiting().filter((count) => !count.hidden);
  return (
    <Box component="section" aria-labelledby="work-waiting">
      <Typography id="work-waiting" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.work.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${counts.length}, minmax(0, 1fr))` },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {counts.map((count) => (
          <WorkCard key={count.item.id} count={count} />
        ))}
      </Box>
    </Box>
  );
}

function WorkCard({ count }: { count: WorkWaitingCount }) {
  const translate = useTranslate();
  const formatCount = useFormats().count;
  const { item, total, estimate, oldest, error, isPending, path } = count;
  const label = translate(`app.work.${item.id}.label`);
  const number = total === undefined ? '' : translate(estimate ? 'app.work.about' : 'app.work.exact', { count: formatCount(total) });
  const age = oldest && total ? waitingAge(oldest) : undefined;
  return (
    <Card sx={{ borderLeft: 4, borderColor: error ? 'error.main' : total ? 'warning.main' : 'success.main' }}>
      <CardActionArea component={RouterLink} to={path} aria-label={`${label}: ${error ? translate('app.work.unknown') : number}`}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 30 } }}>
            {isPending ? <Skeleton width={60} /> : error ? translate('app.work.unknown') : number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {error
              ? translate('app.work.failed')
              : age
                ? translate('app.work.oldest', { age: translate(age.key, { smart_count: age.count }) })
                : translate(`app.work.${item.id}.hint`)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
