import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  adminId: string;
  /** The sign-in session: renewals keep it, logout revokes it. */
  sessionId: string;
  sessionStartedAt: Date;
  /** The account's session version when the session began: a password change or reset raises it. */
  sessionVersion: number;
  expiresAt: Date;
  /** Signed with a former secret (JWT_SECRET_PREVIOUS): renewed under the current one at its first use. */
  formerSecret?: boolean;
}

export interface TokenLifetimes {
  /** One token's life (≤ 30 min); renewed while the admin is active. */
  tokenTtlSeconds: number;
  /** A session's longest life from sign-in, renewals included (12 h). */
  sessionMaxSeconds: number;
}

/** HS256 needs a key at least as long as its hash: 32 bytes. */
export const MIN_SECRET_BYTES = 32;
const ISSUER = 'rewards-admin';
const AUDIENCE = 'rewards-admin-console';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const MAX_VERIFIED = 10_000;

interface Session {
  id: string;
  startedAt: number;
  version: number;
}

/**
 * HS256 JWTs naming their issuer and audience. Verification pins the algorithm (so `alg: none` or
 * algorithm confusion cannot pass), the issuer and audience, UUID subject and session ids, and the
 * session's 12-hour limit; anything else is not a token of ours.
 */
export function createTokenService(secret: string, lifetimes: TokenLifetimes, previousSecrets: string[] = []) {
  for (const s of [secret, ...previousSecrets])
    if (Buffer.byteLength(s) < MIN_SECRET_BYTES) throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes`);
  const key = new TextEncoder().encode(secret);
  // Tokens signed with a former secret stay valid while it is listed; renewals are signed with the current one.
  const verifyKeys = [secret, ...previousSecrets].map((s) => new TextEncoder().encode(s));
  const { tokenTtlSeconds, sessionMaxSeconds } = lifetimes;

  async function sign(adminId: string, session: Session) {
    const expiresAt = Math.min(nowSeconds() + tokenTtlSeconds, session.startedAt + sessionMaxSeconds);
    return new SignJWT({ sid: session.id, sst: session.startedAt, sv: session.version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(adminId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  /** Tokens whose signature was checked, until they expire (a token string cannot change). */
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= MAX_VERIFIED)
      for (const [t, c] of verified) if (c.expiresAt.getTime() <= Date.now() || verified.size >= MAX_VERIFIED) verified.delete(t);
    verified.set(token, claims);
  };

  async function verifiedPayload(token: string) {
    for (const [index, candidate] of verifyKeys.entries()) {
      try {
        const { payload } = await jwtVerify<{ sid?: unknown; sst?: unknown; sv?: unknown }>(token, candidate, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        return { ...payload, formerSecret: index > 0 };
      } catch {
        // the next secret, if any
      }
    }
    return null;
  }

  async function checkSignature(token: string): Promise<TokenClaims | null> {
    try {
      const payload = await verifiedPayload(token);
      if (!payload) return null;
      const { sub, exp, sid, sst, sv, formerSecret } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return null;
      if (!exp || !Number.isSafeInteger(sst) || !Number.isSafeInteger(sv)) return null;
      return {
        adminId: sub,
        sessionId: sid,
        sessionStartedAt: new Date((sst as number) * 1000),
        sessionVersion: sv as number,
        expiresAt: new Date(exp * 1000),
        ...(formerSecret && { formerSecret }),
      };
    } catch {
      return null;
    }
  }

  return {
    ...lifetimes,
    /** A token opening a new session of an account at its current session version. */
    sign: (adminId: string, sessionVersion: number) => sign(adminId, { id: randomUUID(), startedAt: nowSeconds(), version: sessionVersion }),

    /** The token's claims, or null when it is malformed, forged, expired or past its session's end. */
    async verify(token: string): Promise<TokenClaims | null> {
      // A signature checked once stays checked: only the time limits are looked at again.
      const known = verified.get(token);
      const claims = known === undefined ? await checkSignature(token) : known;
      if (known === undefined && claims) remember(token, claims);
      if (!claims) return null;
      const startedAt = claims.sessionStartedAt.getTime() / 1000;
      if (claims.expiresAt.getTime() <= Date.now() || startedAt > nowSeconds() + 60 || startedAt + sessionMaxSeconds <= nowSeconds()) return null;
      return claims;
    },

    /** A token of the same session (its start and so its 12-hour limit kept) at a new session version: after one's own password change. */
    continueSession: (claims: TokenClaims, sessionVersion: number) =>
      sign(claims.adminId, { id: claims.sessionId, startedAt: Math.floor(claims.sessionStartedAt.getTime() / 1000), version: sessionVersion }),

    /** A fresh token of the same session once half the current one's life is gone, else null. */
    async renew(claims: TokenClaims): Promise<string | null> {
      const startedAt = Math.floor(claims.sessionStartedAt.getTime() / 1000);
      const remaining = claims.expiresAt.getTime() / 1000 - nowSeconds();
      const sessionLeft = startedAt + sessionMaxSeconds - nowSeconds();
      if (!claims.formerSecret && (remaining > tokenTtlSeconds / 2 || sessionLeft <= remaining)) return null;
      return sign(claims.adminId, { id: claims.sessionId, startedAt, version: claims.sessionVersion });
    },

    /** When the session ends at the latest, renewals included. */
    sessionEnd: (claims: TokenClaims) => new Date(claims.sessionStartedAt.getTime() + sessionMaxSeconds * 1000),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
