import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import banks from '../../entities/banks.ts';
import { banks as banksTable } from '../../server/db/schema/banks.ts';
import { admins } from '../../server/db/schema/index.ts';
import { createEntityService } from '../../server/entities/entity-service.ts';
import { describeApi, TEST_ADMIN } from '../helpers/test-app.ts';

/**
 * A write's answer is made, and checked against the route's answer schema, inside the write's
 * transaction: an answer that could not be sent rolls the write back, so the client is never told
 * 500 about a row that was committed (and a retry never makes a duplicate).
 */
describeApi('a write whose answer would not fit its schema is rolled back', (t) => {
  it('creates nothing, changes nothing and deletes nothing when the answer is wrong', async () => {
    const [admin] = await t.database.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    const actor = { id: admin.id, sessionVersion: admin.sessionVersion, capability: 'manage' as const };
    const broken = createEntityService(t.database.db, banks, banksTable, { list: { toApi: (rows: unknown[]) => rows.map(() => ({ name: 42 })) } as never });
    const rows = async () => (await t.database.db.select({ n: count() }).from(banksTable))[0].n;
    const before = await rows();
    await expect(broken.create(actor, { name: 'Rollback Bank', code: '999', isActive: true })).rejects.toThrow(/does not fit its schema/);
    expect(await rows()).toBe(before);

    const [kept] = await t.database.db.insert(banksTable).values({ name: 'Kept Bank', code: '998' }).returning();
    await expect(broken.update(actor, kept.id, { name: 'Changed' })).rejects.toThrow(/does not fit its schema/);
    await expect(broken.remove(actor, kept.id)).rejects.toThrow(/does not fit its schema/);
    const [still] = await t.database.db.select().from(banksTable).where(eq(banksTable.id, kept.id));
    expect(still.name).toBe('Kept Bank');
  });
});
