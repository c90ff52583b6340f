import { randomInt } from 'node:crypto';
import { couponBulk } from '../../../entities/coupon-bulk.ts';
import { badRequest } from '../../errors.ts';

/** No 0/O and no 1/I/L: a code read aloud or copied from paper cannot be mistyped into another. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SUFFIX_LENGTH = 8;

/** Where the random part of a code comes from (tests pass their own to force collisions). */
export type SuffixSource = () => string;

export const randomSuffix: SuffixSource = () => Array.from({ length: SUFFIX_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** One character of a coupon code (the declared rule, entities/coupon-code.ts): an ASCII letter (either case), a digit or a hyphen. */
const CODE_CHARACTER = '[A-Za-z0-9-]';

/** A bulk prefix follows the code rule, holds 1 to its declared length and starts with a letter or digit. */
const PREFIX_LENGTH = couponBulk.bounds.maxPrefixLength;
const PREFIX = new RegExp(`^[A-Za-z0-9]${CODE_CHARACTER}{0,${PREFIX_LENGTH - 1}}$`);

/** The prefix as typed, without the spaces around it nor trailing dashes (the code adds its own). */
export function codePrefix(value: string): string {
  const prefix = value.replace(/^ +| +$/g, '').replace(/-+$/, '');
  if (!PREFIX.test(prefix)) {
    throw badRequest(`codePrefix must be 1–${PREFIX_LENGTH} letters A-Z, digits 0-9 or hyphens and start with a letter or digit`, 'validation.code_prefix', {
      field: 'codePrefix',
      limit: PREFIX_LENGTH,
    });
  }
  return prefix;
}

/** `count` different codes `PREFIX-XXXXXXXX` (a source that keeps repeating itself gives fewer). */
export function newCodes(prefix: string, count: number, suffix: SuffixSource): string[] {
  const codes = new Set<string>();
  for (let attempts = 0; codes.size < count && attempts < count * 10; attempts++) codes.add(`${prefix}-${suffix()}`);
  return [...codes];
}
