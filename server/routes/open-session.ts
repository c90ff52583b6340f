import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Admin } from '../db/schema/index.ts';
import { clientAddress } from '../plugins/client-address.ts';

/**
 * A sign-in completed: a token for a new session, the session's row (with `steppedUp` when a TOTP
 * code was just entered) and the sign-in's record.
 */
export async function openSession(app: FastifyInstance, request: FastifyRequest, admin: Admin, steppedUp: boolean) {
  const token = await app.tokens.sign(admin.id, admin.sessionVersion);
  const claims = (await app.tokens.verify(token))!;
  await app.sessionList.open(claims, { userAgent: request.headers['user-agent'], address: clientAddress(request) }, steppedUp);
  await app.admins.recordSignIn(admin.id, clientAddress(request));
  return token;
}
