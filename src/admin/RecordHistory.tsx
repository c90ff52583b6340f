import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import activity from '@entities/activity.ts';
import { valueKey } from '@entities/types.ts';
import { SHORT_DATE_TIME_FORMAT, useFormats } from '@/i18n/formats.ts';
import { ListLoading } from './ListLoading.tsx';
import { detailLines } from './ChangesCell.tsx';

const SHOWN = 20;

/** One record's activity, newest first: when, who, what and the details, with a link to the whole log filtered to it. */
export function RecordHistory({ entity, entityId }: { entity: string; entityId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { dateTimes } = useFormats();
  const filter = { entity, entityId };
  const { data, isPending, error } = useGetList('activity', { filter, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } });
  if (isPending) return <ListLoading />;
  if (error) return <Typography color="error">{translate('resources.activity.errors.fetch')}</Typography>;
  const when = new Intl.DateTimeFormat(dateTimes, SHORT_DATE_TIME_FORMAT);
  return (
    <Box>
      {data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.activity.history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.map((row) => (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={`${translate(`${activity.fields.action.valueLabels}.${valueKey(String(row.action))}`, { _: String(row.action) })} · ${row.admin?.name ?? translate('resources.activity.nobody')} · ${when.format(new Date(row.createdAt))}`}
                secondary={detailLines(row.details).join('\n')}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to={`${basename}/activity?filter=${encodeURIComponent(JSON.stringify(filter))}`} sx={{ display: 'inline-block', mt: 1 }}>
        {translate('resources.activity.history.open')}
      </Link>
    </Box>
  );
}
