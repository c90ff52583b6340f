import { nextVersion } from '../../db/schema/columns.ts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import couponDeclaration from '../../../entities/coupon.ts';
import type { Db } from '../../db/client.ts';
import { coupons, packages, type Coupon } from '../../db/schema/index.ts';
import { badRequest, conflict, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode, recordNotFound } from '../../errors.ts';
import { createEntityService, type EntityHooks } from '../../entities/entity-service.ts';
import { changesBetween, recordAudit, type Tx } from '../../writes/audit.ts';
import { validDate } from '../../shared/dates.ts';
import { isPastExpiry, todayInLagos } from '../../../entities/coupon-expiry.ts';
import { requiredText } from '../../shared/text.ts';
import { writeTransaction, type Actor } from '../../writes/write-transaction.ts';
import { assertVersion } from '../../writes/record-changed.ts';

interface Input {
  code: string;
  expiryDate: string;
  isActive?: boolean;
  packageId: string;
}
export type CouponListRow = Coupon & { packageName: string };
export type CouponApi = ReturnType<typeof couponToApi>;

export const couponToApi = (c: CouponListRow) => ({
  code: c.code,
  packageId: { _id: c.packageId, name: c.packageName },
  expiryDate: c.expiryDate.toISOString(),
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
  version: c.version,
});

/** Coupons with their package's name, as lists, writes and the export show them. */
export const withPackage = (db: Db) =>
  db
    .select({ ...getTableColumns(coupons), packageName: packages.name })
    .from(coupons)
    .innerJoin(packages, eq(packages.id, coupons.packageId))
    .$dynamic();

/** Codes name coupons ignoring case (the unique index is on `lower(code)` too). */
const byCode = (code: string) => sql`lower(${coupons.code}) = lower(${code.trim()})`;

const unknownPackage = () =>
  badRequest('packageId does not match any package', 'reference.missing', { field: 'packageId', target_key: 'resources.packages.name' });

/** The package id, once it is known to exist (a 400 naming the field otherwise). */
export async function existingPackage(tx: Tx, id: string): Promise<string> {
  const [row] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, id));
  if (!row) throw unknownPackage();
  return row.id;
}

/** A duplicate code (even from a concurrent create) is a 409; a package deleted meanwhile a 400. */
export function couponWriteError(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) throw conflict('Coupon code already exists', 'entity.duplicate', { entity_key: 'resources.coupon.name', field: 'code' });
  if (code === PG_FOREIGN_KEY_VIOLATION) throw unknownPackage();
  throw error;
}

/** The expiry of a new coupon, or a changed one, may not be before today (in Lagos); an expired coupon's unchanged one is kept. */
export async function futureExpiry(tx: Tx, value: string, id?: string): Promise<Date> {
  const date = validDate(value, 'expiryDate');
  if (!isPastExpiry(date.toISOString())) return date;
  const [stored] = id ? await tx.select({ expiryDate: coupons.expiryDate }).from(coupons).where(eq(coupons.id, id)) : [];
  if (stored?.expiryDate.getTime() === date.getTime()) return date;
  throw badRequest(`expiryDate must be today or later (${todayInLagos()} in Lagos)`, 'coupon.expiry_past', {
    field: 'expiryDate',
    today: todayInLagos(),
    entity_key: 'resources.coupon.name',
  });
}

async function couponValues(input: Partial<Input>, tx: Tx, id?: string): Promise<Record<string, unknown>> {
  return {
    ...(input.code !== undefined && { code: requiredText(input.code, 'code') }),
    ...(input.expiryDate !== undefined && { expiryDate: await futureExpiry(tx, input.expiryDate, id) }),
    ...(input.isActive !== undefined && { isActive: input.isActive }),
    ...(input.packageId !== undefined && { packageId: await existingPackage(tx, input.packageId) }),
  };
}

/** A coupon's business rules beyond its declaration: the package must exist (400 naming it), rows carry its name. */
export const couponHooks = {
  toValues: couponValues,
  list: {
    rows: withPackage,
    matching: (d: Db) => d.select({ id: coupons.id }).from(coupons).$dynamic(),
    ranges: { expiresFrom: { column: coupons.expiryDate, bound: 'lower' }, expiresTo: { column: coupons.expiryDate, bound: 'upper' } },
    toApi: (rows: CouponListRow[]) => rows.map(couponToApi),
  },
} satisfies EntityHooks;

export function createCouponService(db: Db) {
  const entity = createEntityService<CouponApi>(db, couponDeclaration, coupons, couponHooks as EntityHooks);
  return {
    ...entity,

    /** Switches a coupon on or off; `version` (the one read), when sent, must still be the coupon's. */
    setStatus(actor: Actor, code: string, isActive: boolean, version?: number): Promise<CouponApi> {
      return writeTransaction(db, actor, async (tx, me) => {
        const [before] = await tx
          .select({ id: coupons.id, isActive: coupons.isActive, version: coupons.version })
          .from(coupons)
          .where(byCode(code))
          .for('update');
        if (before)
          await assertVersion(tx, version, before.version, async () => ({
            label: 'Coupon',
            name: couponDeclaration.name,
            entity: 'coupon',
            key: code,
            current: await entity.lister.one(tx as Db, before.id),
          }));
        const [row] = await tx
          .update(coupons)
          .set({ isActive, version: nextVersion(coupons.version) })
          .where(byCode(code))
          .returning({ id: coupons.id, code: coupons.code });
        if (!row || !before) throw recordNotFound('Coupon', 'coupon');
        const changes = changesBetween(before, { isActive }, ['isActive']);
        await recordAudit(tx, { by: me, action: 'status', entity: 'coupon', entityId: row.code, details: { changes } });
        return (await entity.lister.one(tx as Db, row.id)) as CouponApi;
      });
    },
  };
}
