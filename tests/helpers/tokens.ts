import { SignJWT } from 'jose';
import { testConfig } from './test-app.ts';

export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

export interface Forgery {
  /** Another signing secret than the server's. */
  secret?: string;
  /** Claims replacing the genuine token's (`undefined` leaves one out). */
  claims?: Record<string, unknown>;
}

/**
 * A token built from a genuine one: same admin, session, issuer and audience, signed with the test
 * secret, so each test changes only the flaw it is about.
 */
export function forgeToken(genuine: string, { secret = testConfig().jwtSecret, claims = {} }: Forgery = {}): Promise<string> {
  const { jti: _jti, ...genuineClaims } = claimsOf(genuine);
  const payload = Object.fromEntries(
    Object.entries({ ...genuineClaims, exp: Math.floor(Date.now() / 1000) + 600, ...claims }).filter(([, v]) => v !== undefined),
  );
  return new SignJWT({ ...payload, jti: 'forged' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

/** An unsigned token (`alg: none`) carrying the genuine claims. */
export function unsignedToken(genuine: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claimsOf(genuine), exp: 9_999_999_999 })}.`;
}
