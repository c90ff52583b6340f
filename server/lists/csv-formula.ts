/**
 * A cell a spreadsheet could run as a formula. It is one that
 * - starts with a tab or a carriage return, or
 * - once its leading whitespace (any Unicode White_Space: space, tab, LF, CR, no-break space,
 *   ideographic space, …) and invisible characters (controls, format characters such as the
 *   byte-order mark, zero-width spaces and joiners, the word joiner, the Mongolian vowel separator,
 *   bidirectional embeddings, overrides and isolates, and every other default-ignorable code point)
 *   are skipped, starts with `=`, `+`, `-` or `@`, or with one of their full-width (`＝ ＋ － ＠`) or
 *   small (`﹦ ﹢ ﹣ ﹫`) forms.
 * Such a cell is written with a single quote before all of it, its leading whitespace included, so
 * the text the spreadsheet shows starts with the quote and cannot be evaluated.
 *
 * Matching only the start matters: papaparse's default pattern (`/^[=+\-@\t\r].*$/`) misses a cell
 * that also holds a line break.
 */
export const FORMULA_START =
  /^(?:[\t\r]|[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;
