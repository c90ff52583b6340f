import { randomInt } from 'node:crypto';
import { badRequest } from '../errors.ts';

/** No 0/O and no 1/I/L: a code read aloud or copied from paper cannot be mistyped into another. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SUFFIX_LENGTH = 8;

/** Where the random part of a code comes from (tests pass their own to force collisions). */
export type SuffixSource = () => string;

export const randomSuffix: SuffixSource = () =>
  Array.from({ length: SUFFIX_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** One character of a coupon code: an ASCII letter (either case), a digit or a hyphen. */
const CODE_CHARACTER = '[A-Za-z0-9-]';

/**
 * A coupon code is letters A-Z, digits 0-9 and hyphens, nothing else. Letters may be typed in
 * either case (codes name coupons ignoring case and keep the case typed) but must be ASCII: the
 * check reads the characters as typed, since upper-casing first would let `ı` and `ſ` through as
 * `I` and `S`. So no space inside, no accented or look-alike letter, no invisible character
 * (zero-width space, byte-order mark) and no bidirectional control that could make one code look
 * like another on screen. Spaces (U+0020) around a code are trimmed.
 */
export const CODE_PATTERN = `^ *${CODE_CHARACTER}* *$`;
/** What a 400 says after the field's name when a code (or bulk prefix) breaks CODE_PATTERN. */
export const CODE_RULE = 'may contain only letters A-Z, digits 0-9 and hyphens';

/** A bulk prefix follows the code rule, is 1–20 characters long and starts with a letter or digit. */
const PREFIX = new RegExp(`^[A-Za-z0-9]${CODE_CHARACTER}{0,19}$`);

/** The prefix as typed, without the spaces around it nor trailing dashes (the code adds its own). */
export function codePrefix(value: string): string {
  const prefix = value.replace(/^ +| +$/g, '').replace(/-+$/, '');
  if (!PREFIX.test(prefix)) {
    throw badRequest('codePrefix must be 1–20 letters A-Z, digits 0-9 or hyphens and start with a letter or digit');
  }
  return prefix;
}

/** `count` different codes `PREFIX-XXXXXXXX` (a source that keeps repeating itself gives fewer). */
export function newCodes(prefix: string, count: number, suffix: SuffixSource): string[] {
  const codes = new Set<string>();
  for (let attempts = 0; codes.size < count && attempts < count * 10; attempts++) codes.add(`${prefix}-${suffix()}`);
  return [...codes];
}
