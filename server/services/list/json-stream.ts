import { Readable } from 'node:stream';
import { batchChunks } from './batch-chunks.ts';

const rowsJson = (rows: unknown[], first: boolean) => `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;

/** `{"data":[...]}` written batch by batch, so memory stays flat however long the list is. */
export function jsonListStream(batches: AsyncIterable<unknown[]>): Readable {
  return Readable.from(batchChunks('{"data":[', batches, rowsJson, ']}'), { objectMode: false });
}
