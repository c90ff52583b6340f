import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponBulk } from '../../entities/coupon-bulk.ts';
import { admins, auditLog, coupons } from '../../server/db/schema/index.ts';
import { bulkCreateCoupons } from '../../server/domains/coupon/coupon-bulk.ts';
import { writeTransaction } from '../../server/writes/write-transaction.ts';
import { insertCoupon, insertPackage } from '../helpers/builders.ts';
import { describeApi } from '../helpers/test-app.ts';

const UNAMBIGUOUS = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
// The declared bounds themselves are tested in action-bounds.test.ts.
const PREFIX_RULE = `codePrefix must be 1–${couponBulk.bounds.maxPrefixLength} letters A-Z, digits 0-9 or hyphens and start with a letter or digit`;

describeApi('POST /api/coupon/bulk-create', (t) => {
  const db = () => t.database.db;
  const bulk = (payload: object) => t.request({ method: 'POST', url: '/api/coupon/bulk-create', payload });
  const valid = async (overrides: object = {}) => ({
    quantity: 5,
    expiryDate: '2030-06-30',
    packageId: (await insertPackage(db(), { name: 'Bronze' })).id,
    codePrefix: 'SPRING',
    ...overrides,
  });
  const codesLike = (pattern: string) => db().select().from(coupons).where(like(coupons.code, pattern));

  it('creates that many coupons PREFIX-XXXXXXXX from unambiguous characters, in one audit row', async () => {
    const res = await bulk(await valid({ codePrefix: '  Easter- ', quantity: 7 }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully created 7 coupons');
    expect(body.data.createdCount).toBe(7);
    expect(body.data.coupons).toHaveLength(7);
    for (const coupon of body.data.coupons) {
      const [prefix, suffix] = coupon.code.split('-');
      expect(prefix).toBe('Easter');
      expect(suffix).toMatch(UNAMBIGUOUS);
      expect(coupon).toMatchObject({ packageId: { name: 'Bronze' }, isActive: true, expiryDate: '2030-06-30T00:00:00.000Z' });
    }
    expect(new Set(body.data.coupons.map((c: { code: string }) => c.code)).size).toBe(7);
    expect(await codesLike('Easter-%')).toHaveLength(7);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'bulk-create'));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ quantity: 7, codePrefix: 'Easter' });
  });

  it.each([
    [{ quantity: 0 }, 'quantity must be >= 1'],
    [{ quantity: 2.5 }, 'quantity must be integer'],
    [{ quantity: '5' }, 'quantity must be integer'],
    [{ codePrefix: undefined }, 'codePrefix is required'],
    [{ codePrefix: '   ' }, PREFIX_RULE],
    [{ codePrefix: '-SALE' }, PREFIX_RULE],
    [{ codePrefix: 'NEW YEAR' }, 'codePrefix may contain only letters A-Z, digits 0-9 and hyphens'],
    [{ codePrefix: '=CMD' }, 'codePrefix may contain only letters A-Z, digits 0-9 and hyphens'],
    [{ expiryDate: '2030-02-31' }, 'expiryDate must be a valid date'],
    [{ expiryDate: undefined }, 'expiryDate is required'],
    [{ packageId: '7d2d7a3e-2a5c-4f6e-9a57-0d6c1c4c0b9e' }, 'packageId does not match any package'],
    [{ packageId: undefined }, 'packageId is required'],
    [{ colour: 'red' }, 'colour is not allowed'],
  ])('refuses %j with 400 "%s" and creates nothing', async (change, message) => {
    const before = await db().$count(coupons);
    const res = await bulk(await valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await db().$count(coupons)).toBe(before);
  });

  it('leaves nothing behind when an insert fails part-way through', async () => {
    // A trigger that lets three BOOM- coupons in, then fails: it can only fire after rows were written.
    await db().execute(sql`create function boom_after_three() returns trigger language plpgsql as $$
      begin
        if new.code like 'BOOM-%' and (select count(*) from coupons where code like 'BOOM-%') >= 3 then
          raise exception 'simulated failure after three inserts';
        end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger boom_after_three before insert on coupons for each row execute function boom_after_three()`);
    try {
      const auditsBefore = await db().$count(auditLog);
      const res = await bulk(await valid({ codePrefix: 'BOOM', quantity: 10 }));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/^Internal server error \(request id /);
      expect(await codesLike('BOOM-%')).toEqual([]);
      expect(await db().$count(auditLog)).toBe(auditsBefore);
      // The same trigger lets a batch of three through: the ten above failed only after three inserts.
      expect((await bulk(await valid({ codePrefix: 'BOOM', quantity: 3 }))).statusCode).toBe(201);
    } finally {
      await db().execute(sql`drop trigger boom_after_three on coupons`);
      await db().execute(sql`drop function boom_after_three()`);
    }
  });

  describe('codes already taken', () => {
    const scripted = (...suffixes: string[]) => {
      let i = 0;
      return () => suffixes[Math.min(i++, suffixes.length - 1)];
    };
    const run = async (quantity: number, suffixes: string[]) => {
      const [admin] = await db().select().from(admins).limit(1);
      const { packageId, expiryDate } = await valid();
      const input = { quantity, expiryDate, packageId, codePrefix: 'TAKEN' };
      const actor = { id: admin.id, sessionVersion: admin.sessionVersion, capability: 'manage' } as const;
      return writeTransaction(db(), actor, (tx, me) => bulkCreateCoupons(tx, me, input, scripted(...suffixes)));
    };

    it('replaces a code that exists in any case with a fresh one', async () => {
      await insertCoupon(db(), { code: 'taken-aaaaaaaa' });
      const created = await run(3, ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD']);
      expect(created.map((c) => c.code)).toEqual(['TAKEN-BBBBBBBB', 'TAKEN-CCCCCCCC', 'TAKEN-DDDDDDDD']);
    });

    it('gives up with 409, creating none, when fresh codes keep colliding', async () => {
      await insertCoupon(db(), { code: 'TAKEN-EEEEEEEE' });
      await expect(run(2, ['ZZZZZZZZ', 'EEEEEEEE'])).rejects.toMatchObject({ statusCode: 409 });
      expect(await codesLike('TAKEN-Z%')).toEqual([]);
    });
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/coupon/bulk-create', payload: await valid(), token: null });
    expect(res.statusCode).toBe(401);
  });
});
