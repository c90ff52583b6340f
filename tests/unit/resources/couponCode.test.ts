import { describe, expect, it } from 'vitest';
import { fieldValidators } from '@/admin/fieldValidators.ts';
import { englishCatalogue } from '@/i18n/locales.ts';
import { bulkValidators } from '@/resources/coupon/bulkRequest.ts';
import { COUPON_CODE_MESSAGE } from '@entities/coupon-code.ts';
import couponSchema from '@entities/coupon.ts';

const en = englishCatalogue;

type Check = (value: unknown, values: object) => unknown;

const message = (key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], en);

/** The first failing validator's message key, or undefined when the value passes. */
const check = (validators: Check[] | undefined, value: unknown) => {
  for (const validate of validators ?? []) {
    const result = validate(value, {}) as { message: string } | string | undefined;
    if (result) return typeof result === 'string' ? result : result.message;
  }
  return undefined;
};

const REFUSED = ['\u202ESALE', 'SA\u200BLE', '\uFEFFSALE', 'NEW YEAR', 'CAFÉ', 'dıscount', 'SALE_2025', 'ＳＡＬＥ', '=SUM(A1)'];
const ACCEPTED = ['SUMMER-2025', 'summer-sale', '2025', '  PADDED  '];

describe('coupon codes in the console: letters A-Z, digits 0-9 and hyphens', () => {
  const codeInput = (readOnly: boolean) => fieldValidators(couponSchema.fields.code, readOnly) as Check[];
  const prefixInput = bulkValidators.codePrefix as Check[];

  it('refuses other characters in the add form and the bulk prefix, with a message of the message files', () => {
    for (const code of REFUSED) {
      expect(check(codeInput(false), code), code).toBe(COUPON_CODE_MESSAGE);
      expect(check(prefixInput, code), code).toBe(COUPON_CODE_MESSAGE);
    }
    expect(message(COUPON_CODE_MESSAGE)).toBe('May contain only letters A-Z, digits 0-9 and hyphens');
  });

  it('accepts codes of either case, and still asks for a missing one', () => {
    for (const code of ACCEPTED) {
      expect(check(codeInput(false), code), code).toBeUndefined();
      expect(check(prefixInput, code), code).toBeUndefined();
    }
    expect(check(codeInput(false), '')).toBe('ra.validation.required');
  });

  it('lets a coupon saved before the rule be edited: its code is read-only then', () => {
    expect(check(codeInput(true), 'OLD CODE\u200B')).toBeUndefined();
    expect(check(codeInput(true), '')).toBe('ra.validation.required');
  });
});
