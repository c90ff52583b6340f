import { defineAction } from './action.ts';
import coupon from './coupon.ts';

/** The most coupons one request creates, and the longest code prefix (trimmed). */
const bounds = { maxQuantity: 100, maxPrefixLength: 20 } as const;

/**
 * Bulk create: `quantity` new coupons of one package and expiry, coded `PREFIX-XXXXXXXX`. The
 * prefix follows the code rule; without the spaces around it and the hyphens after it, it holds 1 to
 * `maxPrefixLength` characters and starts with a letter or digit. Inputs in the form's order.
 */
export const couponBulk = defineAction({
  bounds,
  fields: {
    quantity: { kind: 'number', required: true, integer: true, min: 1, max: bounds.maxQuantity },
    packageId: coupon.fields.packageId,
    codePrefix: {
      kind: 'text',
      required: true,
      requiredMessage: 'resources.coupon.validation.code_prefix',
      maxLength: bounds.maxPrefixLength,
      pattern: coupon.fields.code.pattern,
    },
    expiryDate: coupon.fields.expiryDate,
  },
});
