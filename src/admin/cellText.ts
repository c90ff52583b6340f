import type { CSSObject, Theme } from '@mui/material';

/**
 * Texts in cells and cards, set once for the page by class rather than by a styled component per
 * value (a page of 50 rows holds hundreds of them): `plain` is MUI's body2 look; `oneLine` cuts a
 * text (or a link) to one line with an ellipsis at `--cell-max` (a table's or a card's), else at
 * 160 px, and `urlLine` an address at 140 px (its start says where it goes). The whole text goes
 * in the element's title.
 */
export const CELL_TEXT = {
  plain: 'cell-text',
  oneLine: 'cell-one-line',
  urlLine: 'cell-one-line cell-url-line',
  /** Long text: at most two lines, cut at a word. */
  twoLines: 'cell-text cell-two-lines',
  /** A link in the theme's primary colour, underlined on hover (MUI's Link with `underline="hover"`). */
  link: 'cell-link',
  /** A link to another site, always underlined (MUI's Link's default). */
  outsideLink: 'cell-link cell-outside-link',
  /** A field's cell and the one it declares beside it, on one line. */
  beside: 'cell-beside',
} as const;

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
  '.cell-two-lines': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minWidth: 'min(180px, 100%)',
    maxWidth: 'var(--cell-max, 280px)',
  },
  '.cell-link': { color: theme.palette.primary.main, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '.cell-link.cell-outside-link': {
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '.cell-beside': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5), minWidth: 0, maxWidth: '100%' },
});
