import { Type } from 'typebox';
import { Id, StrictObject } from './common.ts';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Price = Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'naira' });
const ReferralPoints = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const PackageRow = StrictObject({
  _id: Id,
  name: Type.String(),
  price: Type.Number(),
  referalpoint: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const PackageCreate = StrictObject({ name: Name, price: Price, referalpoint: Type.Optional(ReferralPoints) });
export const PackageUpdate = StrictObject(
  { name: Type.Optional(Name), price: Type.Optional(Price), referalpoint: Type.Optional(ReferralPoints) },
  { minProperties: 1 },
);
