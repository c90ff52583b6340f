import type { ServerHooks } from '../../entities/server-hooks.ts';
import { couponHooks } from './coupons.ts';
import { CouponExpiryRange } from './schemas.ts';

/** Coupons: code and expiry checked by their own rules, listed with their package, filtered by expiry. */
export const hooks: ServerHooks = { query: CouponExpiryRange, ...(couponHooks as ServerHooks) };
