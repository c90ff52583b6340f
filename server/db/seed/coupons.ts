import type { Coupon } from '../schema/index.ts';
import { daysAfter, type Random } from './random.ts';

/** Unambiguous characters (no I, O, 0, 1): 32 of them, so 6 make 2^30 codes. */
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const CODE_SPACE_MASK = 2 ** 30 - 1;

/**
 * The `serial`-th code suffix, e.g. 7KQ2M9. A bijective integer hash of the serial (odd multipliers
 * and xor-shifts modulo 2^30), so suffixes look random yet never repeat, with nothing remembered.
 */
export function couponSuffix(serial: number): string {
  let x = serial & CODE_SPACE_MASK;
  x = (Math.imul(x, 0x2c1b3c6d) + 0x1b873593) & CODE_SPACE_MASK;
  x ^= x >>> 15;
  x = Math.imul(x, 0x297a2d39) & CODE_SPACE_MASK;
  x ^= x >>> 13;
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++, x >>>= 5) code += CODE_CHARS[x & 31];
  return code;
}

export interface CouponPackage {
  id: string;
  name: string;
  popularity: number;
}

/** Coupons created over the last year for 1–6 months each: some expired, about one in eight switched off. */
export function makeCoupons(r: Random, now: Date, packages: CouponPackage[], firstSerial: number, count: number): Coupon[] {
  const byPopularity = packages.map((p) => [p, p.popularity] as const);
  return Array.from({ length: count }, (_, i) => {
    const pkg = r.weighted(byPopularity);
    const createdAt = r.recent(now, 365, 1.3);
    return {
      id: r.uuid(),
      code: `${pkg.name.toUpperCase()}-${couponSuffix(firstSerial + i)}`,
      packageId: pkg.id,
      expiryDate: daysAfter(createdAt, r.pick([30, 60, 90, 180])),
      isActive: r.chance(0.88),
      createdAt,
      version: 1,
    };
  });
}
