import type { Validator } from 'react-admin';
import { fieldValidators } from '@/admin/fieldValidators.ts';
import { readRecord } from '@/http/envelope.ts';
import { couponBulk } from '@entities/coupon-bulk.ts';

type BulkInput = keyof typeof couponBulk.fields;

/** The quantity input's bounds; a new batch asks for the fewest. */
export const { min: BULK_MIN, max: BULK_MAX } = couponBulk.fields.quantity;
export const BULK_DEFAULTS = { quantity: BULK_MIN };

/** The bulk form's checks, in the form's order (quantity, package, code prefix, expiry date), as entities/coupon-bulk.ts declares them. */
export const bulkValidators = Object.fromEntries(
  Object.entries(couponBulk.fields).map(([source, field]) => [source, fieldValidators(field, false) ?? []]),
) as Record<BulkInput, Validator[]>;

/** Each bulk input's label key, by its field in the request. */
export const bulkLabels = Object.fromEntries(Object.keys(bulkValidators).map((source) => [source, `resources.coupon.bulk.fields.${source}`])) as Record<
  BulkInput,
  string
>;

/** The bulk form's values as POST /coupon/bulk-create takes them. */
export function toBulkRequest(values: Record<string, unknown>) {
  return {
    quantity: Number(values.quantity),
    expiryDate: String(values.expiryDate ?? ''),
    packageId: String(values.packageId ?? ''),
    codePrefix: String(values.codePrefix ?? '').trim(),
  };
}

/** How many were created: the answer's `data.createdCount`, else the quantity asked for. */
export function createdCount(json: unknown, asked: number): number {
  const count = readRecord(json)?.createdCount;
  return typeof count === 'number' ? count : asked;
}
