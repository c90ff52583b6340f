/**
 * The text chunks of a streamed reply: `head`, each batch rendered, then `tail`. The head goes out
 * with the first batch (or alone once the batches are known to be none), never before: Fastify
 * sends the status line and headers with the first chunk, so a failure reading the first batch
 * still becomes a proper error reply instead of a 200 cut short. A failure after that ends the
 * stream with an error, which Fastify answers by destroying the connection mid-body: the client
 * sees an incomplete transfer, never a clean end.
 */
export async function* batchChunks<T>(
  head: string,
  batches: AsyncIterable<T[]>,
  render: (batch: T[], first: boolean) => string,
  tail = '',
): AsyncGenerator<string> {
  let pending = head;
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield pending + render(batch, first);
    pending = '';
    first = false;
  }
  yield pending + tail;
}
