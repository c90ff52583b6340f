import { count, eq } from 'drizzle-orm';
import { coupons, users } from '../db/schema/index.ts';
import type { EntityHooks } from '../entities/entity-service.ts';
import { usage } from './crud.ts';

/** A package bought by users or named by coupons cannot be deleted. */
export const packageHooks: EntityHooks = {
  usages: async (tx, id) => {
    const [[u], [c]] = await Promise.all([
      tx.select({ n: count() }).from(users).where(eq(users.packageId, id)),
      tx.select({ n: count() }).from(coupons).where(eq(coupons.packageId, id)),
    ]);
    return [...usage(u.n, 'user'), ...usage(c.n, 'coupon')];
  },
};
