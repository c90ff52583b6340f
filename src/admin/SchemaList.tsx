import { Box, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterForm, List, Pagination, useListContext, useResourceDefinition } from 'react-admin';
import { CardList } from './CardList.tsx';
import { DateRangeShortcuts } from './DateRangeShortcuts.tsx';
import { ListHeader } from './ListHeader.tsx';
import { ListLoading, LoadingOver } from './ListLoading.tsx';
import { ListError } from './ListStates.tsx';
import { useRangeLabel } from './ListCount.tsx';
import { listFilters } from './listFilters.tsx';
import { defaultSort } from './firstPage.ts';
import { listSx, PAGE_SIZE, PAGE_SIZES } from './listStyles.ts';
import { SchemaFormDialog } from './SchemaFormDialog.tsx';
import { SchemaTable } from './SchemaTable.tsx';
import type { EntityDeclaration } from '@entities/types.ts';
import { useListColumns } from './useListColumns.ts';
import { useAllowedRowActions } from '@/authProvider/useCan.ts';
import { useListLoadingToast } from './useListLoadingToast.ts';
import { useWholeListPerVisit } from './useWholeListPerVisit.ts';

export interface SchemaListProps {
  schema: EntityDeclaration;
  /** Extra header buttons beside "Add" (coupons' Bulk Create). */
  headerActions?: ReactNode;
  /** Replaces the table (the task-log review tabs); it runs inside the list context. */
  children?: ReactNode;
  /** Default filters (the task log opens on its pending tab). */
  filterDefaultValues?: Record<string, unknown>;
  /** The order before a column is clicked, where it is not the declaration's (the review queue: oldest first). */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Hears of each record the add form created, as the server answered it (a new account's password). */
  onCreated?(record: Record<string, unknown>): void;
  /** The screen's own table shows cards on a phone too (coupons): no Columns button there. */
  phoneCards?: boolean;
  /** Passed to every list request (the review queue asks for its claimed pages with `{ claim: true }`). */
  meta?: Record<string, unknown>;
}

/**
 * The generic list: title with the row count and Add button, the declaration's search
 * and filters (kept in the URL), the table with "#", sortable columns, striping and Actions (the
 * Columns button hides and shows columns), paging 50 of 10/25/50/100/200, the empty and loading
 * texts, and the add/edit modal opened from the URL (`/<name>/create`, `/<name>/:id`). On a phone
 * (below `sm`) a list without a screen of its own shows cards instead of the table.
 */
export function SchemaList({ schema, headerActions, children, filterDefaultValues, sort, onCreated, phoneCards = false, meta }: SchemaListProps) {
  useWholeListPerVisit(schema.name);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cards = phone && !children;
  return (
    <List
      resource={schema.name}
      title={false}
      actions={false}
      empty={false}
      perPage={PAGE_SIZE}
      sort={sort ?? defaultSort(schema)}
      filterDefaultValues={filterDefaultValues}
      queryOptions={meta && { meta }}
      pagination={<ListPagination />}
      sx={listSx}
    >
      <ListHeader schema={schema} columns={!cards && !(phone && phoneCards)}>
        {headerActions}
      </ListHeader>
      {schema.list.filters && (
        <Box sx={{ px: 2 }}>
          <FilterForm filters={listFilters(schema)} />
          <DateRangeShortcuts schema={schema} />
        </Box>
      )}
      <ListBody schema={schema} cards={cards}>
        {children}
      </ListBody>
      {schema.form && <SchemaFormDialog schema={schema} onCreated={onCreated} />}
    </List>
  );
}

function ListBody({ schema, cards, children }: { schema: EntityDeclaration; cards: boolean; children?: ReactNode }) {
  const { isPending, isPlaceholderData, error } = useListContext();
  const allowed = useAllowedRowActions(schema);
  const columns = useListColumns(schema);
  // A resource with a record page opens it from its row (All Users → the user's page).
  const { hasShow } = useResourceDefinition({ resource: schema.name });
  useListLoadingToast(schema.name, isPending, error);
  if (error) return <ListError resource={schema.name} />;
  if (isPending) return <ListLoading />;
  return (
    <LoadingOver loading={!!isPlaceholderData}>
      {children ??
        (cards ? (
          <CardList schema={allowed} />
        ) : (
          <SchemaTable schema={schema} rowClick={hasShow ? 'show' : false}>
            {columns}
          </SchemaTable>
        ))}
    </LoadingOver>
  );
}

/** react-admin's pagination, saying "of about N" for estimated totals (it hands unknown props to MUI's TablePagination). */
function ListPagination() {
  const labels = { labelDisplayedRows: useRangeLabel() };
  const { error } = useListContext();
  if (error) return null;
  return <Pagination rowsPerPageOptions={PAGE_SIZES} {...labels} />;
}
