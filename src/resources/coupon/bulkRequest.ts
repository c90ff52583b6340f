import { maxValue, minValue, regex, required } from 'react-admin';
import { notPast } from '@/admin/fieldValidators.ts';
import { readRecord } from '@/http/envelope.ts';
import { COUPON_CODE, COUPON_CODE_MESSAGE } from '@entities/coupon-code.ts';

/** 1 to 100 coupons at once, one by default. */
export const BULK_MIN = 1;
export const BULK_MAX = 100;
export const BULK_DEFAULTS = { quantity: BULK_MIN };

/** The bulk form's checks, in the form's order: quantity, package, code prefix, expiry date. */
export const bulkValidators = {
  quantity: [required(), minValue(BULK_MIN), maxValue(BULK_MAX)],
  packageId: [required('resources.coupon.validation.package')],
  codePrefix: [required('resources.coupon.validation.code_prefix'), regex(COUPON_CODE, COUPON_CODE_MESSAGE)],
  expiryDate: [required(), notPast],
};

/** Each bulk input's label key, by its field in the request. */
export const bulkLabels = Object.fromEntries(Object.keys(bulkValidators).map((source) => [source, `resources.coupon.bulk.fields.${source}`])) as Record<keyof typeof bulkValidators, string>;

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
