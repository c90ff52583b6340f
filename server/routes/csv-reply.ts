import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** The OpenAPI description of a CSV download saved as `filename`. */
export const csvFile = (filename: string) => ({ description: filename, content: { 'text/csv': { schema: Type.String() } } });

/** A download: the browser saves the streamed chunks under `filename`. A heavy request (load-limits.ts). */
export async function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>) {
  const stream = await reply.server.admitHeavy(reply);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(stream(chunks));
}
