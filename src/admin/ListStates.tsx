import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { RetryAlert } from './RetryAlert.tsx';

/**
 * No rows: "There are no records to display", and where filters are set, a "Clear filters" button
 * with its words (react-admin's own shows only a missing icon on phones). Filters that are the
 * screen's own place (the task log's tab) are `kept`: they neither count nor get cleared.
 */
export function ListEmpty({ kept = [] }: { kept?: string[] }) {
  const translate = useTranslate();
  const { filterValues = {}, setFilters } = useListContext();
  const own = Object.fromEntries(Object.entries(filterValues).filter(([key]) => kept.includes(key)));
  const filtered = Object.keys(filterValues).length > Object.keys(own).length;
  return (
    <Box sx={{ p: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2">{translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results')}</Typography>
      {filtered && (
        <Button size="small" onClick={() => setFilters(own, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </Box>
  );
}

/** The list could not be loaded: said so, with the reason and Retry, never as an empty list. */
export function ListError({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  const many = translate(`resources.${resource}.name`, { smart_count: 2 });
  // The data provider's errors are the server's words or a message key ("Network error").
  const reason = error?.message ? translate(error.message, { _: error.message }) : '';
  return (
    <Box sx={{ p: 2 }}>
      <RetryAlert onRetry={refetch} retrying={!!isFetching}>
        {translate('app.list.load_failed', { many_lower: many.toLowerCase(), error: reason })}
      </RetryAlert>
    </Box>
  );
}
