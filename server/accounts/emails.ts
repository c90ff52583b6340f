import { badRequest } from '../errors.ts';

/**
 * Admin emails are ASCII: with no other letters, lower-casing is the same in JavaScript and in the
 * database whatever its locale, so a look-alike (`vİp@…`) can never sign in, or count failed sign-ins,
 * under another account's key. Every comparison of emails goes through `normalizeEmail`.
 */
export const ASCII_EMAIL_PATTERN = '^[\\x20-\\x7e]+$';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function assertAsciiEmail(email: string) {
  if (!new RegExp(ASCII_EMAIL_PATTERN).test(email))
    throw badRequest('email may contain only ASCII letters, digits and symbols', 'validation.email_ascii', { field: 'email' });
}
