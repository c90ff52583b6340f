import { Type, type TString } from 'typebox';
import coupon from '../../entities/coupon.ts';
import { inputSchema, keyParam, rowSchema } from '../entities/field-schemas.ts';
import { Envelope, Id, StrictObject } from './common.ts';
import { DateOrDateTimeInput, Instant } from './dates.ts';

/** A coupon as answers show it (from its declaration). */
export const CouponRow = rowSchema(coupon);

/** Names an existing coupon in paths: any text without control characters (older codes stay reachable). */
export const CouponParams = StrictObject({ code: keyParam(coupon).schema as TString });

/** Inclusive bounds on the expiry (the dashboard's "expiring this week"). */
export const CouponExpiryRange = {
  expiresFrom: Instant('expiring at or after this instant'),
  expiresTo: Instant('expiring at or before this instant'),
};

export const CouponStatus = StrictObject({ isActive: Type.Boolean() });

export const BULK_MAX = 100;

export const CouponBulkCreate = StrictObject({
  quantity: Type.Integer({ minimum: 1, maximum: BULK_MAX }),
  expiryDate: DateOrDateTimeInput(),
  packageId: Id,
  // A prefix follows the code rule (the declared code field's pattern), at most 40 characters.
  codePrefix: inputSchema({ ...coupon.fields.code, maxLength: 40 }) as TString,
});

export const CouponBulkReply = Envelope(
  StrictObject({ createdCount: Type.Integer(), coupons: Type.Array(CouponRow) }),
);
