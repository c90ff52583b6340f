import { csvCells, csvHeader, type Words } from '@entities/csv-cells.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/**
 * Rows of a list as the server's export writes them: the same header, columns and words. The CSV
 * writer is loaded with the first export (a list screen does not download it).
 */
export async function listCsv(schema: EntityDeclaration, rows: Record<string, unknown>[], words: Words) {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse([csvHeader(schema, words), ...rows.map(csvCells(schema, words))]);
}
