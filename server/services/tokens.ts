import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  adminId: string;
  jti: string;
  expiresAt: Date;
}

/** HS256 JWTs; the algorithm is pinned on verify so `alg: none` or RS/HS confusion cannot pass. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(adminId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(adminId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The token's claims, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        return { adminId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
