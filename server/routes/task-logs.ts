import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../schemas/common.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { TaskReview, TaskReviewReply } from '../schemas/task-logs.ts';
import { reviewOutcome, reviewTaskLog } from '../services/task-reviews.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;
const tags = ['task logs'];

const taskLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/tasks/review', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      headers: IdempotencyHeaders,
      body: TaskReview,
      response: { 200: TaskReviewReply, 400: e400, 401: e401, 404: e404, 409: e409 },
    },
  }, async (request, reply) => {
    const { taskLogId, action } = request.body;
    return replyIdempotently(request, reply, async (tx) => {
      const data = await reviewTaskLog(tx, request.admin.id, taskLogId, action);
      return { statusCode: 200, body: { message: `Task ${reviewOutcome[action]} successfully`, code: `review.${reviewOutcome[action]}`, data } };
    });
  });
};

export default taskLogRoutes;
