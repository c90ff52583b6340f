import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../writes/audit.ts';
import { runIdempotent, type StoredReply } from '../writes/idempotency.ts';
import { actorOf, type LockedActor } from '../writes/write-transaction.ts';

/**
 * Answers a write that honours `Idempotency-Key`: the first request runs `write` (its reply stored
 * in the same transaction), a repeat by the same admin on the same route gets that reply again,
 * marked `Idempotent-Replayed: true`. `write` runs in a write transaction (`me`: its re-read actor).
 */
export async function replyIdempotently(request: FastifyRequest, reply: FastifyReply, write: (tx: Tx, me: LockedActor) => Promise<StoredReply>) {
  const scope = {
    route: `${request.method} ${request.routeOptions.url}`,
    key: request.headers['idempotency-key'] as string | undefined,
    request: request.body,
  };
  const result = await runIdempotent(request.server.db, actorOf(request), scope, write);
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
}
