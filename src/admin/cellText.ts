import type { CSSObject, Theme } from '@mui/material';

/**
 * Texts in cells and cards, set once for the page by class rather than by a styled component per
 * value (a page of 50 rows holds hundreds of them): `plain` is MUI's body2 look; `oneLine` cuts a
 * text (or a link) to one line with an ellipsis at `--cell-max` (a table's or a card's), else at
 * 160 px, and `urlLine` an address at 140 px (its start says where it goes). The whole text goes
 * in the element's title.
 */
export const CELL_TEXT = { plain: 'cell-text', oneLine: 'cell-one-line', urlLine: 'cell-one-line cell-url-line' } as const;

const oneLine = (max: number) => ({
  display: 'block',
  maxWidth: `var(--cell-max, ${max}px)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The classes' rules, for the console's global styles. */
export const cellTextStyles = (theme: Theme): CSSObject => ({
  '.cell-text': { margin: 0, ...theme.typography.body2 },
  '.cell-one-line': oneLine(160),
  '.cell-one-line.cell-url-line': oneLine(140),
});
