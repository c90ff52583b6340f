import { count, eq } from 'drizzle-orm';
import { coupons, users } from '../db/schema/index.ts';
import type { EntityHooks } from '../entities/entity-service.ts';
import { usage } from './crud.ts';

/** A package bought by users or named by coupons cannot be deleted. */
export const packageHooks: EntityHooks = {
  usages: async (tx, id) => {
    // One after the other: a transaction is one connection, which runs one statement at a time.
    const [u] = await tx.select({ n: count() }).from(users).where(eq(users.packageId, id));
    const [c] = await tx.select({ n: count() }).from(coupons).where(eq(coupons.packageId, id));
    return [...usage(u.n, 'user'), ...usage(c.n, 'coupon')];
  },
};
