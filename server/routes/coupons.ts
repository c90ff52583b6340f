import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorReplies } from '../schemas/common.ts';
import { CouponBulkCreate, CouponBulkReply, CouponParams, CouponRow, CouponStatus } from '../domains/coupon/schemas.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { bulkCreateCoupons } from '../domains/coupon/coupon-bulk.ts';
import { createCouponService } from '../domains/coupon/coupons.ts';
import { actorOf } from '../writes/write-transaction.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;
const tags = ['coupons'];

const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCouponService(app.db);
  app.patch(
    '/coupon/:code/status',
    {
      config: { access: 'signed-in', capability: 'manage' },
      schema: { tags, params: CouponParams, body: CouponStatus, response: { 200: Envelope(CouponRow), 400: e400, 401: e401, 404: e404, 409: e409 } },
    },
    async (request) => {
      const data = await service.setStatus(actorOf(request), request.params.code, request.body.isActive, request.body.version);
      return { message: data.isActive ? 'Coupon activated' : 'Coupon deactivated', code: data.isActive ? 'coupon.activated' : 'coupon.deactivated', data };
    },
  );

  app.post(
    '/coupon/bulk-create',
    {
      config: { access: 'signed-in', capability: 'manage' },
      schema: { tags, headers: IdempotencyHeaders, body: CouponBulkCreate, response: { 201: CouponBulkReply, 400: e400, 401: e401, 409: e409 } },
    },
    async (request, reply) =>
      replyIdempotently(request, reply, async (tx, me) => {
        const coupons = await bulkCreateCoupons(tx, me, request.body);
        const message = `Successfully created ${coupons.length} ${coupons.length === 1 ? 'coupon' : 'coupons'}`;
        return {
          statusCode: 201,
          body: { message, code: 'coupon.bulk_created', params: { count: coupons.length }, data: { createdCount: coupons.length, coupons } },
        };
      }),
  );
};

export default couponRoutes;
