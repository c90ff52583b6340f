import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Admin } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { canDo } from '../../entities/roles.ts';
import { routeAccessOf } from './route-access.ts';
import { clientAddress } from './client-address.ts';
import { createAdminService, type AdminService } from '../accounts/admins.ts';
import { createSessionService, type SessionService } from '../accounts/sessions.ts';
import { createSessionList, type SessionList } from '../accounts/session-list.ts';
import { createCodeCheck, type CodeCheck } from '../accounts/mfa/code-check.ts';
import { createEnrolment, type Enrolment } from '../accounts/mfa/enrolment.ts';
import { createChallenges, type Challenges } from '../accounts/mfa/challenges.ts';
import { mustEnrolFirst, type SecurityPolicy } from '../accounts/mfa/policy.ts';
import { createTokenService, type TokenClaims, type TokenLifetimes, type TokenService } from '../accounts/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admins: AdminService;
    tokens: TokenService;
    sessions: SessionService;
    security: SecurityPolicy;
    sessionList: SessionList;
    codeCheck: CodeCheck;
    enrolment: Enrolment;
    challenges: Challenges;
  }
  interface FastifyContextConfig {
    /** Usable by an account that must enrol in two-factor sign-in before anything else (its own status, enrolment, sign-out). */
    beforeMfa?: true;
  }
  interface FastifyRequest {
    admin: Admin;
    token: TokenClaims;
  }
}

/** The header carrying a renewed token; the console stores it in place of the old one. */
export const RENEWED_TOKEN_HEADER = 'x-access-token';

/**
 * Every request needs `Authorization: Bearer <token>` of a live session unless the route it matched
 * is declared public (route-access.ts). Past half its life, a token is renewed in the response (up
 * to the session's 12 h). A route declared `metrics` also takes `metricsToken` itself as the bearer.
 */
export default fp<{ jwtSecret: string; jwtPreviousSecrets?: string[]; metricsToken?: string; security: SecurityPolicy } & TokenLifetimes>(
  async (app, { jwtSecret, jwtPreviousSecrets, metricsToken, security, ...lifetimes }) => {
    const isMetricsToken = metricsToken ? sameSecret(metricsToken) : () => false;
    const sessions = createSessionService(app.database);
    app.decorate('sessions', sessions);
    app.decorate('admins', createAdminService(app.db, sessions.forgetAdmin));
    app.decorate('tokens', createTokenService(jwtSecret, lifetimes, jwtPreviousSecrets));
    app.decorate('security', security);
    const sessionList = createSessionList(app.db, security.now, lifetimes.sessionMaxSeconds);
    const codeCheck = createCodeCheck(app.db, security);
    app.decorate('sessionList', sessionList);
    app.decorate('codeCheck', codeCheck);
    app.decorate('enrolment', createEnrolment(app.db, codeCheck, security));
    app.decorate('challenges', createChallenges(app.db, security.now));
    await sessions.start();
    app.addHook('onClose', () => sessions.close());
    app.decorateRequest('admin', null as unknown as Admin);
    app.decorateRequest('token', null as unknown as TokenClaims);

    app.addHook('onRequest', async (request, reply) => {
      const access = routeAccessOf(request);
      if (access === 'public') return;
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized('Authentication required');
      if (access === 'metrics' && isMetricsToken(match[1])) return;
      const claims = await app.tokens.verify(match[1]);
      if (!claims) throw unauthorized('Invalid or expired token', 'auth.invalid_token');
      // A signed token names its account: its requests are counted before any database work (a
      // stream, open for minutes, counts its own places instead).
      if (!request.routeOptions.config?.stream) await app.admitRequest(claims.adminId, reply);
      const admin = await app.sessions.activeAdmin(claims);
      if (!admin) throw unauthorized('Invalid or expired token', 'auth.invalid_token');
      request.admin = admin;
      request.token = claims;
      // An unmatched path answers 404 whatever the role; a matched one needs its capability.
      const capability = request.is404 ? 'read' : (request.routeOptions.config?.capability ?? 'team');
      if (!canDo(admin.role, capability)) {
        throw forbidden(`Your role (${admin.role}) does not allow this`, 'auth.forbidden', { role: admin.role });
      }
      if (mustEnrolFirst(admin, security) && !request.routeOptions.config?.beforeMfa) {
        throw forbidden('Set up two-factor sign-in to continue: your role requires it', 'auth.mfa_enrolment_required');
      }
      await sessionList.touch(claims, { userAgent: request.headers['user-agent'], address: clientAddress(request) });
      const renewed = await app.tokens.renew(claims);
      if (renewed) reply.header(RENEWED_TOKEN_HEADER, renewed);
    });
  },
  { name: 'auth', dependencies: ['db', 'route-access', 'load-limits'] },
);

/** Compares a presented token with `secret` in time that tells nothing of either (digests: equal lengths). */
function sameSecret(secret: string) {
  const expected = createHash('sha256').update(secret).digest();
  return (presented: string) => timingSafeEqual(createHash('sha256').update(presented).digest(), expected);
}
