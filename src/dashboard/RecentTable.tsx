import { Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, Pagination, type RaRecord, useList, useTranslate } from 'react-admin';
import { ListLoading } from '@/admin/ListLoading.tsx';
import { tableSx } from '@/admin/listStyles.ts';

/** The dashboard's tables keep the table library's paging: 10 rows a page, 10/15/20/25/30 to choose from. */
const PER_PAGE = 10;
const PAGE_SIZES = [10, 15, 20, 25, 30];
const NEWEST_FIRST = { field: 'date', order: 'DESC' } as const;

export interface RecentTableProps {
  /** Names the table's messages: `<messages>.title`, `<messages>.empty`. */
  messages: string;
  rows?: RaRecord[];
  /** `DataTable.Col` elements. */
  children: ReactNode;
}

/** A titled, paginated, sortable, striped table over rows already loaded (the dashboard's recent lists). */
export function RecentTable({ messages, rows, children }: RecentTableProps) {
  const translate = useTranslate();
  const list = useList({ data: rows ?? [], isPending: !rows, perPage: PER_PAGE, sort: NEWEST_FIRST });
  const titleId = `${messages.replace(/\W/g, '-')}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {translate(`${messages}.title`)}
      </Typography>
      <ListContextProvider value={list}>
        {rows ? (
          <DataTable
            resource={titleId}
            rowClick={false}
            bulkActionButtons={false}
            sx={tableSx}
            empty={<Typography variant="body2" sx={{ p: 2 }}>{translate(`${messages}.empty`)}</Typography>}
          >
            {children}
          </DataTable>
        ) : (
          <ListLoading />
        )}
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </ListContextProvider>
    </Card>
  );
}
