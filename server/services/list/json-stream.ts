import { Readable } from 'node:stream';

/** `{"data":[...]}` written batch by batch, so memory stays flat however long the list is. */
export function jsonListStream(batches: AsyncIterable<unknown[]>): Readable {
  async function* chunks() {
    yield '{"data":[';
    let first = true;
    for await (const rows of batches) {
      if (rows.length === 0) continue;
      const body = rows.map((row) => JSON.stringify(row)).join(',');
      yield first ? body : `,${body}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
