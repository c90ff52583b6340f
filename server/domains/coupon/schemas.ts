import { Type, type TString } from 'typebox';
import { couponBulk } from '../../../entities/coupon-bulk.ts';
import coupon from '../../../entities/coupon.ts';
import { keyParam, rowSchema, VersionInput } from '../../entities/field-schemas.ts';
import { Envelope, StrictObject } from '../../schemas/common.ts';
import { Instant } from '../../schemas/dates.ts';
import { declaredInput, untrimmedText, wholeNumber } from '../../entities/declared-inputs.ts';

/** A coupon as answers show it (from its declaration). */
export const CouponRow = rowSchema(coupon);

/** Names an existing coupon in paths: any text without control characters (older codes stay reachable). */
export const CouponParams = StrictObject({ code: keyParam(coupon).schema as TString });

/** Inclusive bounds on the expiry (the dashboard's "expiring this week"). */
export const CouponExpiryRange = {
  expiresFrom: Instant('expiring at or after this instant'),
  expiresTo: Instant('expiring at or before this instant'),
};

export const CouponStatus = StrictObject({ isActive: Type.Boolean(), version: Type.Optional(VersionInput) });

const bulk = couponBulk.fields;

/** Bulk create, as entities/coupon-bulk.ts declares it; the prefix's trimmed length is checked by the service. */
export const CouponBulkCreate = StrictObject({
  quantity: wholeNumber(bulk.quantity),
  expiryDate: declaredInput<string>(bulk.expiryDate),
  packageId: declaredInput<string>(bulk.packageId),
  codePrefix: untrimmedText(
    bulk.codePrefix,
    `1–${bulk.codePrefix.maxLength} characters without the spaces around it and the hyphens after it, starting with a letter or digit`,
  ),
});

export const CouponBulkReply = Envelope(StrictObject({ createdCount: Type.Integer(), coupons: Type.Array(CouponRow) }));
