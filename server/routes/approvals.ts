import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestCreditCheck } from '../accounts/mfa/step-up.ts';
import { approveRequest, rejectRequest } from '../domains/tasksLog/approval-decisions.ts';
import { ApprovalReply, ApproveReply, RejectBody } from '../domains/approvals/schemas.ts';
import { errorReplies, Id, StrictObject } from '../schemas/common.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 403: e403, 404: e404, 409: e409, 410: e410 } = errorReplies;
const tags = ['approvals'];
const params = StrictObject({ id: Id });

/** Deciding another admin's request to move a large sum (four eyes); the list is the declared entity's. */
const approvalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/approvals/:id/approve',
    {
      config: { access: 'signed-in', capability: 'approve' },
      schema: {
        tags,
        description:
          "Runs a pending request exactly once, as its requester asked (a bulk confirmation's outcomes, or the reversal). 403 for one's own request (`approval.own_request`) and without a code entered in the last 10 minutes when it moves STEP_UP_NAIRA or more; 409 once decided (`approval.decided`); 410 once expired (`approval.expired`).",
        params,
        headers: IdempotencyHeaders,
        response: { 200: ApproveReply, 400: e400, 401: e401, 403: e403, 404: e404, 409: e409, 410: e410 },
      },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => {
        const run = { money: app.money, beforeCredit: requestCreditCheck(app, request, tx, me), holdUnchecked: app.fraudFlags.settings.scanEveryMs > 0 };
        const data = await approveRequest(tx, me, request.params.id, run);
        return { statusCode: 200, body: { message: 'Approved', code: 'approval.approved', data } };
      }),
  );

  app.post(
    '/approvals/:id/reject',
    {
      config: { access: 'signed-in', capability: 'approve' },
      schema: {
        tags,
        description: 'Rejects a pending request with a reason: nothing moves and its submissions can be reviewed again. 409 once decided; 410 once expired.',
        params,
        headers: IdempotencyHeaders,
        body: RejectBody,
        response: { 200: ApprovalReply, 400: e400, 401: e401, 403: e403, 404: e404, 409: e409, 410: e410 },
      },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => {
        const data = await rejectRequest(tx, me, request.params.id, request.body.reason);
        return { statusCode: 200, body: { message: 'Rejected', code: 'approval.rejected', data } };
      }),
  );
};

export default approvalRoutes;
