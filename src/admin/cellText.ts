import type { Theme } from '@mui/material';

/**
 * Texts in cells and cards: MUI's body2 look, set once for the page by class rather than by a
 * styled component per value (a page of 50 rows holds hundreds of them). `oneLine` cuts a text to
 * one line with an ellipsis at `--cell-max` (a table's or a card's), else at 160 px, and `urlLine`
 * an address at 140 px (its start says where it goes).
 */
export const CELL_TEXT = { plain: 'cell-text', oneLine: 'cell-text cell-one-line', urlLine: 'cell-text cell-one-line cell-url-line' } as const;

const oneLine = (max: number) => ({
  display: 'block',
  maxWidth: `var(--cell-max, ${max}px)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The classes' rules, for the console's global styles. */
export const cellTextStyles = (theme: Theme) => ({
  '.cell-text': { margin: 0, ...theme.typography.body2 },
  '.cell-one-line': oneLine(160),
  '.cell-one-line.cell-url-line': oneLine(140),
});
