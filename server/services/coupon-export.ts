import type { Readable } from 'node:stream';
import type { CouponApi } from './coupons.ts';
import { csvStream } from './csv-export.ts';

export const COUPON_CSV_HEADER = ['Code', 'Package', 'Status', 'Expiry Date', 'Created At'];

const toCells = (c: CouponApi) => [c.code, c.packageId.name, c.isActive ? 'Active' : 'Inactive', c.expiryDate, c.createdAt];

/** The coupons as CSV, streamed from the database batch by batch. */
export const couponCsv = (batches: AsyncIterable<CouponApi[]>): Readable => csvStream(COUPON_CSV_HEADER, toCells, batches);
