import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { ShowBase, useCreatePath, useShowContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/admin/RetryAlert.tsx';
import transactions from '@entities/transactions.ts';
import tasksLog from '@entities/tasksLog.ts';
import { UserFreeze } from './UserFreeze.tsx';
import { UserProfile } from './UserProfile.tsx';
import { UserRecords } from './UserRecords.tsx';
import { ReverseCreditButton } from '../tasksLog/ReverseCreditButton.tsx';

/**
 * A user's page (`/dashboard/users/:id/show`): their profile, package, paid status and balance,
 * then their transactions and task submissions, each paged by the server where it pages.
 */
export function UserShow() {
  return (
    // A user that cannot be loaded is said so here, not by a toast and a jump back to the list.
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <UserPage />
    </ShowBase>
  );
}

function UserPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { record, isPending, error, refetch, isFetching } = useShowContext();
  const reason = error?.message ? translate(error.message, { _: error.message }) : '';
  const name = record ? record.name || translate('app.dashboard.value.no_name') : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to={createPath({ resource: 'users', type: 'list' })} startIcon={<ArrowBackIcon />} size="small">
          {translate('resources.users.menu')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {isPending ? <Skeleton width={240} /> : name || translate('resources.users.page.title')}
      </Typography>
      {error ? (
        <RetryAlert onRetry={refetch} retrying={isFetching}>
          {(error as { status?: number }).status === 404
            ? translate('resources.users.page.not_found')
            : translate('resources.users.page.load_failed', { error: reason })}
        </RetryAlert>
      ) : (
        <>
          <UserFreeze />
          <UserProfile />
          {record && (
            <>
              <UserRecords schema={transactions} target="user" title="resources.transactions.menu" search={String(record.email ?? '')} />
              <UserRecords
                schema={tasksLog}
                target="userId"
                title="resources.users.page.submissions"
                search={String(record.email ?? '')}
                rowAction={<ReverseCreditButton />}
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}
