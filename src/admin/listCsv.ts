import Papa from 'papaparse';
import { csvCells, csvHeader, type Words } from '@entities/csv-cells.ts';
import type { EntityDeclaration } from '@entities/types.ts';

/** Rows of a list as the server's export writes them: the same header, columns and words. */
export const listCsv = (schema: EntityDeclaration, rows: Record<string, unknown>[], words: Words) =>
  Papa.unparse([csvHeader(schema, words), ...rows.map(csvCells(schema, words))]);
