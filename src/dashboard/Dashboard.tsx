import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardTotals } from './DashboardTotals.tsx';
import { RecentTable } from './RecentTable.tsx';
import { TRANSACTION_CARD, TRANSACTION_COLUMNS, TRANSACTIONS, USER_CARD, USER_COLUMNS, USERS } from './recentColumns.tsx';
import { useDashboardData } from './useDashboardData.ts';
import { WorkWaiting } from './WorkWaiting.tsx';

// The chart library is its own chunk, loaded with the dashboard's first visit.
const VolumeChart = lazy(() => import('./VolumeChart.tsx').then((module) => ({ default: module.VolumeChart })));

/** The overview at /dashboard: three totals, the work waiting, the 30-day volume, then the recent transactions and users. */
export function Dashboard() {
  const translate = useTranslate();
  const { data, error } = useDashboardData();
  // After a failure the tables show their empty text rather than "Loading..." forever.
  const rows = (list: 'transactions' | 'users') => data?.[list] ?? (error ? [] : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {translate('app.dashboard.title')}
      </Typography>
      <DashboardTotals data={data} />
      <WorkWaiting />
      <Suspense fallback={<Skeleton variant="rectangular" height={340} />}>
        <VolumeChart />
      </Suspense>
      <RecentTable messages={TRANSACTIONS} rows={rows('transactions')} columns={TRANSACTION_COLUMNS} card={TRANSACTION_CARD} />
      <RecentTable messages={USERS} rows={rows('users')} columns={USER_COLUMNS} card={USER_CARD} />
    </Box>
  );
}
