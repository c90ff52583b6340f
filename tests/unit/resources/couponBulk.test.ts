import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { couponBulk } from '@entities/coupon-bulk.ts';
import { todayInLagos } from '@entities/coupon-expiry.ts';
import { BULK_DEFAULTS, bulkValidators, createdCount, toBulkRequest } from '@/resources/coupon/bulkRequest.ts';

/** The first failing validator's message key, or undefined when the value passes. */
const check = (validators: Validator[], value: unknown) => {
  for (const validate of validators) {
    const result = validate(value, {}, {}) as { message: string } | string | undefined;
    if (result) return typeof result === 'string' ? result : result.message;
  }
  return undefined;
};

describe('the bulk coupon form', () => {
  it('takes 1 coupon (the default) to the declared most', () => {
    const { maxQuantity } = couponBulk.bounds;
    expect(BULK_DEFAULTS.quantity).toBe(1);
    expect(check(bulkValidators.quantity, 0)).toBe('ra.validation.minValue');
    expect(check(bulkValidators.quantity, maxQuantity + 1)).toBe('ra.validation.maxValue');
    expect(check(bulkValidators.quantity, 1)).toBeUndefined();
    expect(check(bulkValidators.quantity, maxQuantity)).toBeUndefined();
    expect(check(bulkValidators.quantity, null)).toBe('ra.validation.required');
  });

  it('takes a code prefix of the declared length at most', () => {
    const { maxPrefixLength } = couponBulk.bounds;
    expect(check(bulkValidators.codePrefix, 'P'.repeat(maxPrefixLength))).toBeUndefined();
    expect(check(bulkValidators.codePrefix, 'P'.repeat(maxPrefixLength + 1))).toBe('ra.validation.maxLength');
  });

  it('asks for a package and a code prefix in its own words, and an expiry date', () => {
    expect(check(bulkValidators.packageId, '')).toBe('resources.coupon.validation.package');
    expect(check(bulkValidators.codePrefix, '')).toBe('resources.coupon.validation.code_prefix');
    expect(check(bulkValidators.expiryDate, '')).toBe('ra.validation.required');
    expect(check(bulkValidators.packageId, 'some-id')).toBeUndefined();
  });

  it('refuses an expiry before today in Lagos, and takes today', () => {
    expect(check(bulkValidators.expiryDate, '2020-01-01')).toBe('app.validation.not_past');
    expect(check(bulkValidators.expiryDate, todayInLagos())).toBeUndefined();
  });

  it('sends the bulk-create request, the quantity as a number and the prefix trimmed', () => {
    expect(toBulkRequest({ quantity: '5', packageId: 'p1', codePrefix: '  EASTER ', expiryDate: '2030-04-01', extra: 1 })).toEqual({
      quantity: 5,
      packageId: 'p1',
      codePrefix: 'EASTER',
      expiryDate: '2030-04-01',
    });
  });

  it('reads how many were created from data.createdCount, else trusts the quantity', () => {
    expect(createdCount({ data: { createdCount: 4, coupons: [] } }, 5)).toBe(4);
    expect(createdCount({ message: 'ok' }, 5)).toBe(5);
  });
});
