import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admins, idempotencyKeys } from '../../server/db/schema/index.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../server/writes/idempotency.ts';
import { insertTaskLog } from '../helpers/builders.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

const HOUR = 3600 * 1000;

describeApi('Idempotency-Key retention', (t) => {
  it('keeps keys 24 hours: an older one is deleted when a new key is claimed, a younger one is kept', async () => {
    const db = t.database.db;
    const [admin] = await db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    const stored = (key: string, ageMs: number) => ({
      adminId: admin.id,
      route: 'POST /api/tasks/review',
      key,
      statusCode: 200,
      response: { fingerprint: 'x', body: '{"message":"old"}' },
      createdAt: new Date(Date.now() - ageMs),
    });
    await db.insert(idempotencyKeys).values([stored('day-old', IDEMPOTENCY_KEY_TTL_MS + HOUR), stored('recent', IDEMPOTENCY_KEY_TTL_MS - HOUR)]);

    const log = await insertTaskLog(db);
    const res = await t.request({
      method: 'POST',
      url: '/api/tasks/review',
      payload: { taskLogId: log.id, action: 'reject' },
      headers: { 'idempotency-key': 'fresh' },
    });
    expect(res.statusCode).toBe(200);

    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((k) => k.key).sort();
    expect(keys).toEqual(['fresh', 'recent']);
  });
});
