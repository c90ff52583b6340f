import { randomInt } from 'node:crypto';
import { badRequest } from '../errors.ts';

/** No 0/O and no 1/I/L: a code read aloud or copied from paper cannot be mistyped into another. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SUFFIX_LENGTH = 8;

/** Where the random part of a code comes from (tests pass their own to force collisions). */
export type SuffixSource = () => string;

export const randomSuffix: SuffixSource = () =>
  Array.from({ length: SUFFIX_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const PREFIX = /^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/;

/** The prefix as typed, trimmed and without trailing dashes (the code adds its own). */
export function codePrefix(value: string): string {
  const prefix = value.trim().replace(/-+$/, '');
  if (!PREFIX.test(prefix)) {
    throw badRequest('codePrefix must be 1–20 letters, digits, - or _ and start with a letter or digit');
  }
  return prefix;
}

/** `count` different codes `PREFIX-XXXXXXXX` (a source that keeps repeating itself gives fewer). */
export function newCodes(prefix: string, count: number, suffix: SuffixSource): string[] {
  const codes = new Set<string>();
  for (let attempts = 0; codes.size < count && attempts < count * 10; attempts++) codes.add(`${prefix}-${suffix()}`);
  return [...codes];
}
