import { BODY_CELL } from './Column.tsx';
import type { SxProps, Theme } from '@mui/material';

/** Admin tables: striped rows, at least 48 px high, 14 px text, in both themes; wide tables scroll in their box. */
export const tableSx: SxProps<Theme> = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // Body cells (Column.tsx) look like MUI's small body cell; `:where` keeps the rules below in charge.
  [`& :where(.${BODY_CELL})`]: (theme: Theme) => ({
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  }),
  [`& :where(.${BODY_CELL}.MuiTableCell-alignRight)`]: { textAlign: 'right' },
  '& .RaDataTable-rowOdd': { bgcolor: 'action.hover' },
  '& .RaDataTable-row': { height: 48 },
  '& .MuiTableCell-root': { fontSize: 14 },
  '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
};

/**
 * A list's table: tighter cells, and headers wrap between words ("Transaction / Service"), so a
 * column is as wide as its values rather than its label and a list fits beside the open sidebar.
 */
export const schemaTableSx: SxProps<Theme> = {
  ...tableSx,
  '& .MuiTableCell-root': { fontSize: 14, px: 1.5 },
  '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.2 },
};

/** Admin tables' paging: 50 rows a page, 10 to 200 to choose from. */
export const PAGE_SIZE = 50;
export const PAGE_SIZES = [10, 25, 50, 100, 200];

/** Lets the list shrink to the screen so that only the table scrolls sideways on a phone. */
export const listSx: SxProps<Theme> = { '& .RaList-main': { minWidth: 0 } };
