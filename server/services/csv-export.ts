import { Readable } from 'node:stream';
import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula get a leading quote. Papaparse's default pattern
 * (`/^[=+\-@\t\r].*$/`) misses a cell that also holds a line break, so ours only looks at the start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvLines = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;

/**
 * Rows as CSV (UTF-8 with a byte-order mark, so spreadsheets read ₦ and accents right), written
 * batch by batch as the database yields them: memory stays flat however many there are.
 */
export function csvStream<T>(header: string[], toCells: (row: T) => string[], batches: AsyncIterable<T[]>): Readable {
  async function* chunks() {
    yield `\uFEFF${csvLines([header])}`;
    for await (const batch of batches) if (batch.length) yield csvLines(batch.map(toCells));
  }
  return Readable.from(chunks(), { objectMode: false });
}
