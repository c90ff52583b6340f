import { Type } from 'typebox';
import { CODE_PATTERN, CODE_RULE } from '../services/coupon-codes.ts';
import { Envelope, Id, PatternedString, StrictObject } from './common.ts';
import { DateOrDateTimeInput } from './dates.ts';

/**
 * Names an existing coupon (in paths, and as the unchangeable `code` of an update): any text
 * without control characters, since coupons created before the code rule may hold other
 * characters and must stay reachable. Trimmed and matched ignoring case by the service.
 */
export const CouponCode = PatternedString('^[^\\u0000-\\u001f\\u007f]+$', 'must not contain control characters', { minLength: 1, maxLength: 64 });
/** A new coupon's code: letters A-Z (either case), digits 0-9 and hyphens (CODE_PATTERN). */
const NewCouponCode = PatternedString(CODE_PATTERN, CODE_RULE, { minLength: 1, maxLength: 64 });
const ExpiryDate = DateOrDateTimeInput();

export const CouponRow = StrictObject({
  code: Type.String(),
  packageId: StrictObject({ _id: Id, name: Type.String() }),
  expiryDate: Type.String({ format: 'date-time' }),
  isActive: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const CouponParams = StrictObject({ code: CouponCode });

export const CouponCreate = StrictObject({
  code: NewCouponCode,
  expiryDate: ExpiryDate,
  isActive: Type.Optional(Type.Boolean()),
  packageId: Id,
});

/** The console sends the whole record back; `code` may be present but must name the same coupon. */
export const CouponUpdate = StrictObject(
  {
    code: Type.Optional(CouponCode),
    expiryDate: Type.Optional(ExpiryDate),
    isActive: Type.Optional(Type.Boolean()),
    packageId: Type.Optional(Id),
  },
  { minProperties: 1 },
);

export const CouponStatus = StrictObject({ isActive: Type.Boolean() });

export const CouponFilters = { isActive: Type.Optional(Type.Boolean()), packageId: Type.Optional(Id) };

export const BULK_MAX = 100;

export const CouponBulkCreate = StrictObject({
  quantity: Type.Integer({ minimum: 1, maximum: BULK_MAX }),
  expiryDate: ExpiryDate,
  packageId: Id,
  codePrefix: PatternedString(CODE_PATTERN, CODE_RULE, { minLength: 1, maxLength: 40 }),
});

export const CouponBulkReply = Envelope(
  StrictObject({ createdCount: Type.Integer(), coupons: Type.Array(CouponRow) }),
);
