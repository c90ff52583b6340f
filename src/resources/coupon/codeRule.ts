/**
 * A new coupon code, or a bulk code prefix, is letters A-Z (either case, ASCII only), digits 0-9
 * and hyphens; spaces around it are trimmed. The server's rule (CODE_PATTERN in
 * server/services/coupon-codes.ts), checked here so the admin sees it before saving.
 */
export const COUPON_CODE = /^ *[A-Za-z0-9-]* *$/;
export const COUPON_CODE_MESSAGE = 'resources.coupon.validation.code_characters';
