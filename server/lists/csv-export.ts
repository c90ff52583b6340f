import Papa from 'papaparse';
import { FORMULA_START } from './csv-formula.ts';
import { batchChunks } from './batch-chunks.ts';

/** Cells matching FORMULA_START (csv-formula.ts) get a leading single quote, and are quoted. */
const csvLines = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;

/**
 * Rows as CSV (UTF-8 with a byte-order mark, so spreadsheets read ₦ and accents right), written
 * batch by batch as the database yields them: memory stays flat however many there are.
 */
export function csvChunks<T>(header: string[], toCells: (row: T) => string[], batches: AsyncIterable<T[]>): AsyncIterable<string> {
  return batchChunks(`\uFEFF${csvLines([header])}`, batches, (batch) => csvLines(batch.map(toCells)));
}
