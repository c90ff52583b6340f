import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardTotals } from './DashboardTotals.tsx';
import { RecentTable } from './RecentTable.tsx';
import { TRANSACTIONS, transactionColumns, USERS, userColumns } from './recentColumns.tsx';
import { useDashboardData } from './useDashboardData.ts';

/** The overview at /dashboard: three totals, then the recent transactions and users. */
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
      <RecentTable messages={TRANSACTIONS} rows={rows('transactions')}>
        {transactionColumns}
      </RecentTable>
      <RecentTable messages={USERS} rows={rows('users')}>
        {userColumns}
      </RecentTable>
    </Box>
  );
}
