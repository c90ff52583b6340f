import { Card, List, ListItem, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, RecordsIterator, useList, useTranslate } from 'react-admin';
import { CardTexts, cardListSx } from '@/admin/CardList.tsx';
import { ListLoading } from '@/admin/ListLoading.tsx';
import { tableSx } from '@/admin/listStyles.ts';
import type { CardDeclaration } from '@entities/types.ts';
import type { RaRecord } from 'react-admin';
import { type RecentColumns, recentColumnElements } from './recentColumns.tsx';

/** The dashboard's tables keep the table library's paging: 10 rows a page, 10/15/20/25/30 to choose from. */
const PER_PAGE = 10;
const PAGE_SIZES = [10, 15, 20, 25, 30];
const NEWEST_FIRST = { field: 'date', order: 'DESC' } as const;

export interface RecentTableProps {
  /** Names the table's messages: `<messages>.title`, `<messages>.empty`, `<messages>.fields.<source>`. */
  messages: string;
  rows?: RaRecord[];
  columns: RecentColumns;
  card: CardDeclaration;
}

/**
 * A titled, paginated, sortable, striped table over rows already loaded (the dashboard's recent
 * lists); on a phone (below `sm`) the same rows as cards, so that the amount and date stay on screen.
 */
export function RecentTable({ messages, rows, columns, card }: RecentTableProps) {
  const translate = useTranslate();
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const list = useList({ data: rows ?? [], isPending: !rows, perPage: PER_PAGE, sort: NEWEST_FIRST });
  const titleId = `${messages.replace(/\W/g, '-')}-title`;
  const fields = Object.fromEntries(columns);
  const empty = (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(`${messages}.empty`)}
    </Typography>
  );
  const table = cards ? (
    rows?.length ? (
      <List disablePadding sx={cardListSx}>
        <RecordsIterator
          render={(record) => (
            <ListItem key={record.id} divider disablePadding>
              <CardTexts fields={fields} card={card} />
            </ListItem>
          )}
        />
      </List>
    ) : (
      empty
    )
  ) : (
    <DataTable resource={titleId} rowClick={false} bulkActionButtons={false} sx={tableSx} empty={empty}>
      {recentColumnElements(messages, columns)}
    </DataTable>
  );
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {translate(`${messages}.title`)}
      </Typography>
      <ListContextProvider value={list}>
        {rows ? table : <ListLoading />}
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </ListContextProvider>
    </Card>
  );
}
