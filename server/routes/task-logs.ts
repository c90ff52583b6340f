import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../schemas/common.ts';
import { taskReview } from '../../entities/task-review.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { BulkTaskReview, BulkTaskReviewReply, TaskLogCountsReply, TaskReview, TaskReviewReply } from '../domains/tasksLog/schemas.ts';
import { reviewOutcome, reviewTaskLog } from '../domains/tasksLog/task-reviews.ts';
import { reviewTaskLogs, taskLogCountsByStatus } from '../domains/tasksLog/task-reviews-bulk.ts';
import { replyIdempotently } from './idempotent-reply.ts';
import { requestCreditCheck } from '../accounts/mfa/step-up.ts';
import { approvalGate } from '../domains/approvals/approval-requests.ts';
import { ApprovalRequestedReply } from '../domains/approvals/schemas.ts';
import { approvalRequested } from './approval-requested.ts';

const { 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 } = errorReplies;
const tags = ['task logs'];

const taskLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/tasks/review',
    {
      config: { access: 'signed-in', capability: 'review' },
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: TaskReview,
        response: { 200: TaskReviewReply, 202: ApprovalRequestedReply, 400: e400, 401: e401, 403: e403, 404: e404, 409: e409 },
      },
    },
    async (request, reply) => {
      const { taskLogId, action } = request.body;
      return replyIdempotently(request, reply, async (tx, me) => {
        const gate = approvalGate(tx, me, app.money, { action: 'confirm', includeFlagged: true });
        const data = await reviewTaskLog(tx, me, taskLogId, request.body, { gate, beforeCredit: requestCreditCheck(app, request, tx, me) });
        if ('approval' in data) return approvalRequested(data.approval);
        return { statusCode: 200, body: { message: `Task ${reviewOutcome[action]} successfully`, code: `review.${reviewOutcome[action]}`, data } };
      });
    },
  );

  app.post(
    '/tasks/review/bulk',
    {
      config: { access: 'signed-in', capability: 'review' },
      schema: {
        tags,
        description: `Reviews up to ${taskReview.bounds.maxIds} logs in one transaction; each is reviewed at most once, whoever else reviews it at the same time. Confirmations crediting at least APPROVAL_NAIRA in all (single or bulk) are not applied: 202 with an approval request that another admin approves (POST /approvals/{id}/approve); its logs answer awaiting_approval meanwhile. Confirmations crediting at least STEP_UP_NAIRA need a code entered in the last 10 minutes (403 auth.step_up_required): retry with the same Idempotency-Key after \`POST /admin/me/step-up\`.`,
        headers: IdempotencyHeaders,
        body: BulkTaskReview,
        response: { 200: BulkTaskReviewReply, 202: ApprovalRequestedReply, 400: e400, 401: e401, 403: e403, 409: e409 },
      },
    },
    async (request, reply) => {
      const { taskLogIds, action } = request.body;
      return replyIdempotently(request, reply, async (tx, me) => {
        // Where no flag job runs (a process started without one), nothing would ever check what waits.
        const review = { ...request.body, holdUnchecked: app.fraudFlags.settings.scanEveryMs > 0 };
        const gate = approvalGate(tx, me, app.money, { action: 'confirm', includeFlagged: request.body.includeFlagged });
        const data = await reviewTaskLogs(tx, me, taskLogIds, review, { gate, beforeCredit: requestCreditCheck(app, request, tx, me) });
        if ('approval' in data) return approvalRequested(data.approval);
        const done = action === 'confirm' ? data.confirmed : data.rejected;
        return {
          statusCode: 200,
          body: {
            message: `${done} ${reviewOutcome[action]}, ${data.skipped} skipped`,
            code: `review.bulk_${reviewOutcome[action]}`,
            params: {
              count: done,
              skipped: data.skipped,
              flagged: data.flagged,
              unchecked: data.unchecked,
              frozen: data.frozen,
              awaitingApproval: data.awaitingApproval,
            },
            data,
          },
        };
      });
    },
  );

  app.get(
    '/tasks/tasklogs/counts',
    {
      config: { access: 'signed-in', capability: 'read' },
      schema: { tags, description: 'How many task logs are pending, confirmed and rejected (exact).', response: { 200: TaskLogCountsReply, 401: e401 } },
    },
    async () => ({ data: await taskLogCountsByStatus(app.db) }),
  );
};

export default taskLogRoutes;
