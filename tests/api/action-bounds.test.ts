import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponBulk } from '../../entities/coupon-bulk.ts';
import { taskReview } from '../../entities/task-review.ts';
import { taskLogs } from '../../server/db/schema/index.ts';
import { insertPackage, insertTaskLog } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

// Every number below is read from the actions' declarations: the server takes each bound and refuses one more.
const { maxQuantity, maxPrefixLength } = couponBulk.bounds;
const { maxIds, maxReasonLength } = taskReview.bounds;

describeApi('the declared bounds of bulk create and reviews', (t) => {
  const db = () => t.database.db;
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });
  const bulkCreate = async (change: object) =>
    post('/api/coupon/bulk-create', { quantity: 1, expiryDate: '2031-03-31', packageId: (await insertPackage(db())).id, codePrefix: 'EDGE', ...change });

  describe('bulk create', () => {
    it(`creates ${maxQuantity} coupons and refuses ${maxQuantity + 1}`, async () => {
      const most = await bulkCreate({ quantity: maxQuantity, codePrefix: 'MOST' });
      expect(most.statusCode, most.body).toBe(201);
      expect(most.json().data.createdCount).toBe(maxQuantity);
      const more = await bulkCreate({ quantity: maxQuantity + 1 });
      expect(more.statusCode).toBe(400);
      expect(more.json()).toMatchObject({ code: 'validation.maximum', params: { field: 'quantity', limit: maxQuantity } });
    });

    it(`takes a prefix of ${maxPrefixLength} characters once trimmed, and refuses ${maxPrefixLength + 1}`, async () => {
      const longest = 'L'.repeat(maxPrefixLength);
      const taken = await bulkCreate({ codePrefix: `  ${longest}-- ` });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().data.coupons[0].code).toMatch(new RegExp(`^${longest}-[A-Z0-9]+$`));
      const refused = await bulkCreate({ codePrefix: `${longest}L` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation.code_prefix', params: { field: 'codePrefix', limit: maxPrefixLength } });
    });
  });

  describe('reviews', () => {
    const longest = 'r'.repeat(maxReasonLength);
    const tooLong = { code: 'validation.max_length', params: { field: 'reason', limit: maxReasonLength } };

    it(`stores a rejection's reason of ${maxReasonLength} characters once trimmed, and refuses ${maxReasonLength + 1}`, async () => {
      const log = await insertTaskLog(db());
      const refused = await post('/api/tasks/review', { taskLogId: log.id, action: 'reject', reason: ` ${longest}r ` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(tooLong);
      const taken = await post('/api/tasks/review', { taskLogId: log.id, action: 'reject', reason: `  ${longest}  ` });
      expect(taken.statusCode, taken.body).toBe(200);
      expect((await db().select().from(taskLogs).where(eq(taskLogs.id, log.id)))[0].reason).toBe(longest);
    });

    it(`reviews ${maxIds} logs at once and refuses ${maxIds + 1}, the reason bounded as for one`, async () => {
      const ids = Array.from({ length: maxIds + 1 }, () => randomUUID());
      const most = await post('/api/tasks/review/bulk', { taskLogIds: ids.slice(1), action: 'reject', reason: `  ${longest}  ` });
      expect(most.statusCode, most.body).toBe(200);
      expect(most.json().data).toMatchObject({ rejected: 0, skipped: maxIds });
      const more = await post('/api/tasks/review/bulk', { taskLogIds: ids, action: 'confirm' });
      expect(more.statusCode).toBe(400);
      expect(more.json().message).toBe(`taskLogIds must NOT have more than ${maxIds} items`);
      const reasonTooLong = await post('/api/tasks/review/bulk', { taskLogIds: ids.slice(1), action: 'reject', reason: `${longest}r` });
      expect(reasonTooLong.statusCode).toBe(400);
      expect(reasonTooLong.json()).toMatchObject(tooLong);
    });
  });
});
