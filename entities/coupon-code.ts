/**
 * A new coupon code, or a bulk code prefix, is letters A-Z (either case), digits 0-9 and hyphens,
 * nothing else. Letters must be ASCII: the check reads the characters as typed, since upper-casing
 * first would let `ı` and `ſ` through as `I` and `S`. So no space inside, no accented or look-alike
 * letter, no invisible character (zero-width space, byte-order mark) and no bidirectional control
 * that could make one code look like another on screen. Spaces (U+0020) around a code are trimmed.
 * The console checks it before saving; the server's schemas take its source.
 */
export const COUPON_CODE = /^ *[A-Za-z0-9-]* *$/;
export const COUPON_CODE_MESSAGE = 'resources.coupon.validation.code_characters';
