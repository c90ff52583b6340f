import { Type } from 'typebox';
import { Envelope, Id, StrictObject } from './common.ts';

/** Any visible text without control characters; trimmed by the service. */
export const CouponCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001f\\u007f]+$' });
/** `YYYY-MM-DD` or an ISO date-time with its zone; checked to be a real date by the service. */
const ExpiryDate = Type.String({ minLength: 1, maxLength: 40 });

export const CouponRow = StrictObject({
  code: Type.String(),
  packageId: StrictObject({ _id: Id, name: Type.String() }),
  expiryDate: Type.String({ format: 'date-time' }),
  isActive: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const CouponParams = StrictObject({ code: CouponCode });

export const CouponCreate = StrictObject({
  code: CouponCode,
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
  codePrefix: Type.String({ minLength: 1, maxLength: 40 }),
});

export const CouponBulkReply = Envelope(
  StrictObject({ createdCount: Type.Integer(), coupons: Type.Array(CouponRow) }),
);
