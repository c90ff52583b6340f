import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from './dashboardData.ts';
import { useFormats } from '@/i18n/formats.ts';

const TOTALS = [
  ['totalPackages', 'app.dashboard.totals.packages'],
  ['totalUsers', 'app.dashboard.totals.users'],
  ['totalTasks', 'app.dashboard.totals.tasks'],
] as const;

/** The three summary cards: Total Packages, Total Users, Total Tasks. */
export function DashboardTotals({ data }: { data?: DashboardData }) {
  const translate = useTranslate();
  const formatCount = useFormats().count;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
      {TOTALS.map(([key, label]) => (
        <Card key={key} component="section" aria-label={translate(label)} sx={{ borderTop: 4, borderColor: 'primary.main' }}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="body2" color="text.secondary" component="h2">
              {translate(label)}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: 24, sm: 34 } }}>
              {data ? formatCount(data[key]) : <Skeleton width={80} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
