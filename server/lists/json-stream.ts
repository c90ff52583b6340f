import { batchChunks } from './batch-chunks.ts';

const rowsJson = (rows: unknown[], first: boolean) => `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;

/** `{"data":[...]}` written batch by batch, so memory stays flat however long the list is. */
export function jsonListChunks(batches: AsyncIterable<unknown[]>): AsyncIterable<string> {
  return batchChunks('{"data":[', batches, rowsJson, ']}');
}
