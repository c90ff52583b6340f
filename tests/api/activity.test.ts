import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { documentedOperations } from '../helpers/openapi-operations.ts';
import { describeApi } from '../helpers/test-app.ts';

describeApi('GET /api/admin/activity: the audit log, append-only', (t) => {
  const get = (query = '') => t.request({ method: 'GET', url: `/api/admin/activity?page=1&perPage=50${query}` });
  const createPackage = (name: string) => t.request({ method: 'POST', url: '/api/packages/', payload: { name, price: 1000 } });

  it('lists who did what to which record, newest first, with the admin', async () => {
    const created = (await createPackage('Activity Gold')).json().data;
    expect(created?._id, 'the package was created').toBeDefined();
    const body = (await get()).json();
    const row = body.data.find((r: { entityId: string }) => r.entityId === created._id);
    expect(row).toMatchObject({
      action: 'create',
      entity: 'package',
      admin: { _id: expect.any(String), email: expect.stringContaining('@') },
      details: { name: 'Activity Gold', price: 1000 },
    });
    await t.request({ method: 'PUT', url: `/api/packages/${created._id}`, payload: { price: 1200 } });
    const [changed] = (await get(`&entity=package&entityId=${created._id}&action=update`)).json().data;
    expect(changed.details).toEqual({ changes: { price: { from: 1000, to: 1200 } } });
    const times = body.data.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by record, action, admin and time, and pages by cursor', async () => {
    for (const name of ['Activity A', 'Activity B', 'Activity C']) await createPackage(name);
    const all = (await get('&action=create&entity=package')).json();
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const one = all.data[0];
    expect((await get(`&entity=package&entityId=${one.entityId}`)).json().data.map((r: { _id: string }) => r._id)).toContain(one._id);
    expect((await get(`&adminId=${one.admin._id}&action=create`)).json().data.length).toBe(all.data.length);
    expect((await get(`&from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)).json().data).toEqual([]);
    const first = (await t.request({ method: 'GET', url: '/api/admin/activity?perPage=2&page=1&action=create' })).json();
    const next = (
      await t.request({ method: 'GET', url: `/api/admin/activity?perPage=2&page=1&action=create&cursor=${encodeURIComponent(first.meta.next)}` })
    ).json();
    expect(next.data[0]._id).toBe(all.data[2]._id);
    expect((await get('&adminId=nope')).statusCode).toBe(400);
  });

  it('the database refuses to change or delete audit rows, whoever asks', async () => {
    await createPackage('Activity Immutable');
    const db = t.database.db;
    await expect(db.execute(sql`update ${auditLog} set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ${auditLog}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate ${auditLog}`)).rejects.toThrow();
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from ${auditLog} where action = 'forged'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBe(0);
  });

  it('no route writes to it: the activity log is only read', async () => {
    const writes = (await documentedOperations(t)).filter((op) => op.path.includes('activity') && op.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
