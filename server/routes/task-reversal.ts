import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { taskReversal } from '../../entities/task-review.ts';
import { requestCreditCheck } from '../accounts/mfa/step-up.ts';
import { approvalGate } from '../domains/approvals/approval-requests.ts';
import { ApprovalRequestedReply } from '../domains/approvals/schemas.ts';
import { approvalRequested } from './approval-requested.ts';
import { TaskReviewReply } from '../domains/tasksLog/schemas.ts';
import { reverseTaskLog } from '../domains/tasksLog/task-reversal.ts';
import { untrimmedText } from '../entities/declared-inputs.ts';
import { errorReplies, Id, StrictObject } from '../schemas/common.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 } = errorReplies;
const { reason } = taskReversal.fields;

/** Taking a confirmed submission's credit back: admins, with a reason, once. */
const taskReversalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/tasks/tasklogs/:id/reverse',
    {
      config: { access: 'signed-in', capability: 'reverse' },
      schema: {
        tags: ['task logs'],
        description:
          "Reverses a confirmed submission's credit: one debit linked to the credit, the user's balance down by the amount, the log `reversed`. 409 when it is not confirmed, already reversed, or (unless ALLOW_NEGATIVE_BALANCE) the balance would go below zero (`balance.insufficient`). A credit of at least APPROVAL_NAIRA is not reversed: 202 with an approval request another admin approves.",
        params: StrictObject({ id: Id }),
        headers: IdempotencyHeaders,
        body: StrictObject({ reason: untrimmedText(reason, `why, ${reason.minLength}–${reason.maxLength} characters after trimming`) }),
        response: { 200: TaskReviewReply, 202: ApprovalRequestedReply, 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 },
      },
    },
    (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => {
        const gate = approvalGate(tx, me, app.money, { action: 'reverse', reason: request.body.reason.trim() });
        const data = await reverseTaskLog(tx, me, request.params.id, request.body.reason, app.money, {
          gate,
          beforeCredit: requestCreditCheck(app, request, tx, me),
        });
        if ('approval' in data) return approvalRequested(data.approval);
        return { statusCode: 200, body: { message: 'Credit reversed', code: 'review.reversed', data } };
      }),
  );
};

export default taskReversalRoutes;
