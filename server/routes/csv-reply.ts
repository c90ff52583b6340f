import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** The OpenAPI description of a CSV download saved as `filename`. */
export const csvFile = (filename: string) => ({ description: filename, content: { 'text/csv': { schema: Type.String() } } });

/** A download: the browser saves the streamed body under `filename`. A heavy request (load-limits.ts). */
export async function sendCsv(reply: FastifyReply, filename: string, body: Readable) {
  await reply.server.admitHeavy(reply);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(body);
}
