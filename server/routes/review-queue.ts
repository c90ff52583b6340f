import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_PER_PAGE, DEFAULT_PER_PAGE } from '../lists/list-params.ts';
import { Envelope, errorReplies, Id, StrictObject } from '../schemas/common.ts';
import { TaskLogRow } from '../domains/tasksLog/schemas.ts';
import { releaseClaim, reviewQueuePage, type QueueQuery } from '../domains/tasksLog/review-queue.ts';
import { leaveQueue, renewClaims } from '../domains/tasksLog/review-claims.ts';
import { actorOf } from '../writes/write-transaction.ts';

const { 400: e400, 401: e401, 403: e403, 404: e404 } = errorReplies;
const tags = ['task logs'];

const QueueQuerySchema = StrictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc', description: 'by submission time: oldest first by default' })),
  taskId: Type.Optional(Type.String({ format: 'uuid' })),
  userId: Type.Optional(Type.String({ format: 'uuid' })),
  flagged: Type.Optional(Type.Boolean()),
});

const QueueReply = StrictObject({
  data: Type.Array(TaskLogRow),
  meta: StrictObject({
    total: Type.Integer({ description: 'pending submissions waiting for this reviewer: not held by another reviewer nor by an approval request' }),
    page: Type.Integer(),
    perPage: Type.Integer(),
    heldByOthers: Type.Integer({ description: 'pending submissions other reviewers hold now (or released from this reviewer a moment ago)' }),
    claimMinutes: Type.Integer({ description: 'how long the rows answered are held for this reviewer (reading the queue again renews them)' }),
  }),
});

/**
 * The review queue shared by a team: each reviewer's page is claimed for them, so two reviewers
 * never get the same rows; claims are renewed while they work and released by a review, their
 * sign-out, expiry, or an admin.
 */
const reviewQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tasks/tasklogs/queue',
    {
      config: { access: 'signed-in', capability: 'review' },
      schema: {
        tags,
        description:
          'Pending submissions for the signed-in reviewer, claimed for them for CLAIM_MINUTES: others skip them, and reviewing one another holds is 409 `review.claimed`.',
        querystring: QueueQuerySchema,
        response: { 200: QueueReply, 400: e400, 401: e401, 403: e403 },
      },
    },
    async (request) => {
      const reviewer = { actor: actorOf(request), name: request.admin.name, sessionId: request.token.sessionId };
      return reviewQueuePage(app.db, reviewer, request.query as QueueQuery, app.review.claimMinutes);
    },
  );

  app.post(
    '/tasks/tasklogs/claims/renew',
    {
      config: { access: 'signed-in', capability: 'review' },
      schema: {
        tags,
        description: 'Keeps the signed-in reviewer’s live claims for another CLAIM_MINUTES (the console calls it while the queue is open).',
        response: { 200: Envelope(StrictObject({ renewed: Type.Integer(), claimMinutes: Type.Integer() })), 401: e401, 403: e403 },
      },
    },
    async (request) => ({ data: { renewed: await renewClaims(app.db, actorOf(request), app.review.claimMinutes), claimMinutes: app.review.claimMinutes } }),
  );

  app.delete(
    '/tasks/tasklogs/claims',
    {
      config: { access: 'signed-in', capability: 'review' },
      schema: {
        tags,
        description: 'The signed-in reviewer leaves the queue: every row they hold is free for the others at once.',
        response: { 200: Envelope(StrictObject({ released: Type.Integer() })), 401: e401, 403: e403 },
      },
    },
    async (request) => ({ data: { released: await leaveQueue(app.db, actorOf(request), request.admin.name) } }),
  );

  app.delete(
    '/tasks/tasklogs/:id/claim',
    {
      config: { access: 'signed-in', capability: 'release' },
      schema: {
        tags,
        description: 'Ends another reviewer’s hold on a submission (audited), so someone else may review it.',
        params: StrictObject({ id: Id }),
        response: {
          200: Envelope(StrictObject({ taskLogId: Id, heldBy: Type.Union([Type.String(), Type.Null()]) })),
          400: e400,
          401: e401,
          403: e403,
          404: e404,
        },
      },
    },
    async (request) => ({
      message: 'Claim released',
      code: 'claim.released',
      data: await releaseClaim(app.db, actorOf(request), (request.params as { id: string }).id, app.review.claimMinutes),
    }),
  );
};

export default reviewQueueRoutes;
