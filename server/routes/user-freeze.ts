import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userFreeze } from '../../entities/fraud-flags.ts';
import { untrimmedText } from '../entities/declared-inputs.ts';
import { freezeUser, unfreezeUser } from '../domains/users/user-freeze.ts';
import { UserRow } from '../domains/users/schemas.ts';
import { Envelope, errorReplies, Id, StrictObject } from '../schemas/common.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 } = errorReplies;
const tags = ['users'];
const config = { access: 'signed-in', capability: 'moderate' } as const;
const params = StrictObject({ id: Id });
const { reason } = userFreeze.fields;
const response = { 200: Envelope(UserRow), 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 };

/** Freezing a user (their submissions can no longer be confirmed) and unfreezing them: admins, audited. */
const userFreezeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/users/:id/freeze',
    {
      config,
      schema: {
        tags,
        description:
          'Freezes a user: confirming their submissions answers 409 user.frozen (bulk: outcome "frozen") until they are unfrozen; rejecting still works.',
        params,
        headers: IdempotencyHeaders,
        body: StrictObject({ reason: untrimmedText(reason, `why, ${reason.minLength}–${reason.maxLength} characters after trimming`) }),
        response,
      },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => ({
        statusCode: 200,
        body: { message: 'User frozen', code: 'user.frozen_done', data: await freezeUser(tx, me, request.params.id, request.body.reason) },
      })),
  );

  app.post(
    '/admin/users/:id/unfreeze',
    {
      config,
      schema: { tags, description: 'Unfreezes a user (no body).', params, headers: IdempotencyHeaders, response },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => ({
        statusCode: 200,
        body: { message: 'User unfrozen', code: 'user.unfrozen', data: await unfreezeUser(tx, me, request.params.id) },
      })),
  );
};

export default userFreezeRoutes;
