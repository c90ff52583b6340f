import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorReplies } from '../schemas/common.ts';
import {
  CouponBulkCreate,
  CouponBulkReply,
  CouponCode,
  CouponCreate,
  CouponFilters,
  CouponParams,
  CouponRow,
  CouponStatus,
  CouponUpdate,
} from '../schemas/coupons.ts';
import { IdempotencyHeaders } from '../schemas/idempotency.ts';
import { bulkCreateCoupons } from '../services/coupon-bulk.ts';
import { couponCsv } from '../services/coupon-export.ts';
import { createCouponService } from '../services/coupons.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { csvFile, sendCsv } from './csv-reply.ts';
import { replyIdempotently } from './idempotent-reply.ts';

const { 400: e400, 401: e401, 404: e404, 409: e409 } = errorReplies;
const tags = ['coupons'];

const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCouponService(app.db);
  registerCrudRoutes(app, {
    path: '/coupon',
    tag: 'coupons',
    label: 'Coupon',
    service,
    schemas: { row: CouponRow, create: CouponCreate, update: CouponUpdate },
    sortable: ['code', 'createdAt', 'expiryDate', 'isActive'],
    filters: CouponFilters,
    key: { name: 'code', schema: CouponCode },
  });

  app.patch('/coupon/:code/status', {
    config: { access: 'signed-in' },
    schema: { tags, params: CouponParams, body: CouponStatus, response: { 200: Envelope(CouponRow), 400: e400, 401: e401, 404: e404 } },
  }, async (request) => {
    const data = await service.setStatus(request.admin.id, request.params.code, request.body.isActive);
    return { message: data.isActive ? 'Coupon activated' : 'Coupon deactivated', data };
  });

  app.post('/coupon/bulk-create', {
    config: { access: 'signed-in' },
    schema: { tags, headers: IdempotencyHeaders, body: CouponBulkCreate, response: { 201: CouponBulkReply, 400: e400, 401: e401, 409: e409 } },
  }, async (request, reply) =>
    replyIdempotently(request, reply, async (tx) => {
      const coupons = await bulkCreateCoupons(tx, request.admin.id, request.body);
      const message = `Successfully created ${coupons.length} coupons`;
      return { statusCode: 201, body: { message, data: { createdCount: coupons.length, coupons } } };
    }),
  );

  app.get('/coupon/export/export', { config: { access: 'signed-in' }, schema: { tags, response: { 200: csvFile('coupons-export.csv'), 401: e401 } } }, async (_request, reply) => {
    await sendCsv(reply, 'coupons-export.csv', couponCsv(service.lister.batches(app.db)));
  });
};

export default couponRoutes;
