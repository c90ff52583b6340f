import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  adminId: string;
  /** The sign-in session: renewals keep it, logout revokes it. */
  sessionId: string;
  sessionStartedAt: Date;
  expiresAt: Date;
}

export interface TokenLifetimes {
  /** One token's life (≤ 30 min); renewed while the admin is active. */
  tokenTtlSeconds: number;
  /** A session's longest life from sign-in, renewals included (12 h). */
  sessionMaxSeconds: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** HS256 JWTs; the algorithm is pinned on verify so `alg: none` or algorithm confusion cannot pass. */
export function createTokenService(secret: string, lifetimes: TokenLifetimes) {
  const key = new TextEncoder().encode(secret);
  const { tokenTtlSeconds, sessionMaxSeconds } = lifetimes;

  async function sign(adminId: string, session: { id: string; startedAt: number } = { id: randomUUID(), startedAt: nowSeconds() }) {
    const expiresAt = Math.min(nowSeconds() + tokenTtlSeconds, session.startedAt + sessionMaxSeconds);
    return new SignJWT({ sid: session.id, sst: session.startedAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(adminId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  return {
    ...lifetimes,
    /** A token opening a new session. */
    sign: (adminId: string) => sign(adminId),

    /** The token's claims, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, exp, sid, sst } = payload;
        if (!sub || !exp || typeof sid !== 'string' || typeof sst !== 'number') return null;
        return { adminId: sub, sessionId: sid, sessionStartedAt: new Date(sst * 1000), expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },

    /** A fresh token of the same session once half the current one's life is gone, else null. */
    async renew(claims: TokenClaims): Promise<string | null> {
      const startedAt = Math.floor(claims.sessionStartedAt.getTime() / 1000);
      const remaining = claims.expiresAt.getTime() / 1000 - nowSeconds();
      const sessionLeft = startedAt + sessionMaxSeconds - nowSeconds();
      if (remaining > tokenTtlSeconds / 2 || sessionLeft <= remaining) return null;
      return sign(claims.adminId, { id: claims.sessionId, startedAt });
    },

    /** When the session ends at the latest, renewals included. */
    sessionEnd: (claims: TokenClaims) => new Date(claims.sessionStartedAt.getTime() + sessionMaxSeconds * 1000),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
