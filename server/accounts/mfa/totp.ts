import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of the current one that are still accepted (a clock a little off, a slow typist). */
const WINDOW = 1;
export const ISSUER = 'Rewards Admin';

/** A new random key: 160 bits, as RFC 4226 recommends, in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, accountName: string) =>
  new TOTP({ issuer: ISSUER, label: accountName, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) }).toString();

/** The time step a moment falls in. */
export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / PERIOD_SECONDS);

/** The code of one step (for tests and for seeing what an app would show). */
export const codeAt = (secret: string, step: number) => HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, counter: step });

/** Six digits, spaces allowed between them (apps show "123 456"). */
export const TOTP_CODE = /^\s*(\d\s*){6}$/;

/**
 * The step whose code this is, among the current step and one either side, and later than
 * `lastStep` (a code accepted once is never accepted again); null when none matches.
 */
export function matchingStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const given = Buffer.from(code.replace(/\s/g, ''));
  const current = stepAt(nowMs);
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(codeAt(secret, step)), given);
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}
